import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for a local run', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: '.data/pglite',
      staticDir: 'out',
      uploadDir: '.data/uploads',
      localMode: false,
      rateLimits: true,
      trustProxy: null,
      corsOrigins: [],
      frameOrigins: [],
      tokenTtlSeconds: 604800,
      demoSeed: true,
      logRequests: true,
      seed: {
        email: 'founder@kinbo.local',
        password: 'Kinbo123456',
        payPassword: '123456',
        invite: 'KINBO1',
        nickname: 'KinBoFounder',
      },
      rpcUpstreams: { '56': 'http://127.0.0.1:8545', '137': 'http://127.0.0.1:8546' },
      wallet: {
        deploymentFile: '.chain/deployment.json',
        operatorKey: undefined,
        hotWalletKey: undefined,
        jobs: true,
        jobIntervalMs: 2000,
        depositTtlSeconds: 1800,
        confirmations: { '56': 2, '137': 2 },
        reorgWindowBlocks: 500,
      },
      push: { publicKey: undefined, privateKey: undefined, subject: 'mailto:ops@kinbo.local', file: '.data/vapid.json' },
    });
  });

  it('takes a VAPID pair only whole and well formed', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(/set both or neither/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'a'.repeat(43) })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@kinbo' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'a'.repeat(43) }).push).toMatchObject({ publicKey: 'B'.repeat(87), privateKey: 'a'.repeat(43) });
  });

  it('checks the wallet keys and job settings', () => {
    expect(() => loadConfig({ OPERATOR_KEY: '0x1234' })).toThrow(/OPERATOR_KEY must be 0x followed by 64 hex characters/);
    expect(() => loadConfig({ WALLET_JOB_INTERVAL_MS: '0' })).toThrow(/WALLET_JOB_INTERVAL_MS must be greater than 0/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY: "proxy.local" is neither/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    const key = `0x${'ab'.repeat(32)}`;
    expect(loadConfig({ HOT_WALLET_KEY: key, WALLET_JOBS: 'off' }).wallet).toMatchObject({ hotWalletKey: key, jobs: false });
  });

  it('reads and normalises values; blank means default', () => {
    const config = loadConfig({
      PORT: '3950',
      LOCAL_MODE: 'false',
      SEED_EMAIL: ' Boss@Example.COM ',
      SEED_INVITE: 'abc123',
      DATABASE_URL: 'postgres://u:p@db:5432/kinbo',
      DATA_DIR: '',
    });
    expect(config.port).toBe(3950);
    expect(config.localMode).toBe(false);
    expect(config.seed.email).toBe('boss@example.com');
    expect(config.seed.invite).toBe('ABC123');
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/kinbo');
    expect(config.dataDir).toBe('.data/pglite');
  });

  it('keeps LOCAL_MODE off by default and refuses it on a non-loopback HOST unless forced', () => {
    expect(loadConfig({}).localMode).toBe(false);
    expect(() => loadConfig({ LOCAL_MODE: 'true' })).toThrow(/LOCAL_MODE: refused on HOST 0\.0\.0\.0/);
    expect(() => loadConfig({ LOCAL_MODE: 'true', HOST: '192.168.1.5' })).toThrow(ConfigError);
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]']) expect(loadConfig({ LOCAL_MODE: 'true', HOST: host }).localMode).toBe(true);
    expect(loadConfig({ LOCAL_MODE: 'true', LOCAL_MODE_FORCE: 'true' }).localMode).toBe(true);
  });

  it('reads CORS and frame origins, refusing anything that is not an origin', () => {
    const config = loadConfig({ CORS_ORIGINS: 'http://localhost:3001, https://app.example.com', FRAME_ORIGINS: 'https://mall.example.com' });
    expect(config.corsOrigins).toEqual(['http://localhost:3001', 'https://app.example.com']);
    expect(config.frameOrigins).toEqual(['https://mall.example.com']);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ FRAME_ORIGINS: 'https://mall.example.com/path' })).toThrow(/FRAME_ORIGINS/);
  });

  it.each([
    [{}, true],
    [{ DATA_DIR: 'memory' }, false],
    [{ DATA_DIR: 'memory', DEMO_SEED: '1' }, true],
    [{ DATA_DIR: 'memory', DEMO_SEED: 'true' }, true],
    [{ DEMO_SEED: '0' }, false],
    [{ DEMO_SEED: 'off' }, false],
  ])('demo seed for %j → %s', (env, expected) => {
    expect(loadConfig(env).demoSeed).toBe(expected);
  });

  it.each([
    [{}, true],
    [{ LOG_REQUESTS: 'false' }, false],
    [{ LOG_REQUESTS: 'no' }, false],
    [{ LOG_REQUESTS: '1' }, true],
  ])('request log for %j → %s', (env, expected) => {
    expect(loadConfig(env).logRequests).toBe(expected);
  });

  it('lists every problem in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', LOCAL_MODE: 'maybe', DEMO_SEED: 'sometimes', LOG_REQUESTS: 'loud', SEED_PAY_PASSWORD: '12', DATABASE_URL: 'mysql://x', RPC_UPSTREAM_56: 'ftp://x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT: PORT must be a whole number');
    expect(message).toContain('LOCAL_MODE');
    expect(message).toContain('SEED_PAY_PASSWORD must be exactly 6 digits');
    expect(message).toContain('DATABASE_URL must start with postgres://');
    expect(message).toContain('RPC_UPSTREAM_56: must be an http(s) URL');
    expect(message).toContain('DEMO_SEED: must be one of true/false/1/0/yes/no/on/off');
    expect(message).toContain('LOG_REQUESTS: must be one of true/false/1/0/yes/no/on/off');
    expect((error as ConfigError).problems).toHaveLength(7);
  });
});
