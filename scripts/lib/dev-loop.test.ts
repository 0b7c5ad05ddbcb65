import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost as serverIsLoopbackHost } from '../../server/config';
import { devLoopPlan, isLoopbackHost } from './dev-loop.mjs';

/** Next dev forwards /api from 127.0.0.1, so whoever reaches next dev passes the dev routes' loopback check. */
const plan = (env: Record<string, string>) => devLoopPlan({ env, port: 3000, apiPort: 3001 });

describe('npm run dev (scripts/start.mjs --dev)', () => {
  it('listens on loopback only unless HOST is set; the API always on loopback', () => {
    const loop = plan({});
    expect(loop.nextArgs).toEqual(['dev', '--port', '3000', '--hostname', '127.0.0.1']);
    expect(loop.apiEnv).toEqual({ HOST: '127.0.0.1', LOCAL_MODE: 'true' });
    expect(loop.nextEnv).toEqual({ KINBO_DEV_API: 'http://127.0.0.1:3001' });
    expect(loop.url).toBe('http://localhost:3000');
    expect([loop.refusal, loop.warning]).toEqual([null, null]);
    // A HOST the API server itself would refuse for LOCAL_MODE (0.0.0.0) must not reach the API through process.env.
    expect(plan({ HOST: '0.0.0.0', LOCAL_MODE: 'false' }).apiEnv.HOST).toBe('127.0.0.1');
  });

  it.each(['localhost', '127.0.0.1', '::1', '[::1]'])('HOST=%s stays on this machine with the dev routes on', (host) => {
    const loop = plan({ HOST: host });
    expect(loop.nextArgs.slice(-2)).toEqual(['--hostname', host]);
    expect(loop.refusal).toBeNull();
  });

  it('refuses a HOST other machines reach while LOCAL_MODE is on, unless forced or LOCAL_MODE is off', () => {
    expect(plan({ HOST: '0.0.0.0' }).refusal).toBe(
      'npm run dev: HOST=0.0.0.0 lets other machines reach next dev, which forwards /api from 127.0.0.1, so every one of them would pass the loopback check of /api/dev/* (the e-mail code mailbox). Use LOCAL_MODE=false, or LOCAL_MODE_FORCE=true to open the dev routes to that network on purpose.',
    );
    expect(plan({ HOST: '192.168.1.20', LOCAL_MODE: 'yes' }).refusal).toMatch(/^npm run dev: HOST=192\.168\.1\.20 /);

    const off = plan({ HOST: '0.0.0.0', LOCAL_MODE: 'off' });
    expect([off.refusal, off.warning, off.apiEnv.LOCAL_MODE]).toEqual([null, null, 'false']);
    expect(off.nextArgs.slice(-2)).toEqual(['--hostname', '0.0.0.0']);

    const forced = plan({ HOST: '0.0.0.0', LOCAL_MODE_FORCE: 'true' });
    expect(forced.refusal).toBeNull();
    expect(forced.warning).toBe('LOCAL_MODE_FORCE: /api/dev/* (the e-mail code mailbox) answers every device that reaches 0.0.0.0:3000');
  });

  it('judges loopback exactly as the API server does', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '::1', '[::1]', ' 127.0.0.1 ', '0.0.0.0', '::', '192.168.1.2', 'example.com', '128.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(serverIsLoopbackHost(host));
    }
  });

  it('scripts/start.mjs --dev follows the plan: a HOST open to the network with LOCAL_MODE stops before anything starts', () => {
    const root = path.resolve(__dirname, '../..');
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--dev'], {
      cwd: root,
      env: { ...process.env, HOST: '0.0.0.0', LOCAL_MODE: '', LOCAL_MODE_FORCE: '', CHAIN: 'off', PORT: '3990', API_PORT: '3991' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toContain('npm run dev: HOST=0.0.0.0 lets other machines reach next dev');
    expect(run.stdout + run.stderr).not.toContain('CHAIN=off'); // refused before the chains step
  });
});
