import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/postgres.mjs';

/**
 * Real API server processes (`server/index.ts` under tsx), as `npm start` runs them: for tests that
 * need several processes on one PostgreSQL database.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX_CLI = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

export type ServerProcess = {
  url: string;
  /** Everything the process printed so far. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

/** Starts `server/index.ts` on a free port (PORT in `env` overrides) without waiting for it. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const workDir = mkdtempSync(path.join(tmpdir(), 'kinbo-server-process-'));
  const child = spawn(process.execPath, [TSX_CLI, 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_REQUESTS: 'false',
      STATIC_DIR: path.join(workDir, 'out'),
      UPLOAD_DIR: path.join(workDir, 'uploads'),
      ...env,
      PORT: port,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => {
    running = false;
    rmSync(workDir, { recursive: true, force: true });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    async stop() {
      if (!running) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits until the process answers GET /api/main/config; throws with its output if it exits or times out. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the server at ${server.url} exited with ${exitCode} during start-up:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/main/config`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${server.url} did not answer within ${timeoutMs} ms:\n${server.output()}`);
}
