import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, publicEnvOf, recordBuild, STAMP_FILE } from './build-stamp.mjs';

let root: string;
const write = (relative: string, content = 'x', secondsAgo = 0) => {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, at, at);
};
const age = (relative: string, secondsAgo: number) => {
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path.join(root, relative), at, at);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'kinbo-stamp-'));
  write('app/page.tsx', 'page', 100);
  write('shared/config.ts', 'config', 100);
  write('package.json', '{}', 100);
  write('out/index.html', '<html>', 50);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const env = { NEXT_PUBLIC_API_BASE: '', NEXT_PUBLIC_RPC_56: '/rpc/56', PATH: '/bin' };

describe('build stamp', () => {
  it('is current after a build when nothing changed, with the same public env', () => {
    expect(buildIsCurrent({ NEXT_PUBLIC_USDT_56: '0x1' }, { root, env })).toBe(false); // never recorded
    recordBuild({ NEXT_PUBLIC_USDT_56: '0x1' }, { root, env });
    expect(buildIsCurrent({ NEXT_PUBLIC_USDT_56: '0x1' }, { root, env })).toBe(true);
  });

  it('is stale when a source file is newer than the build', () => {
    recordBuild({}, { root, env });
    age(STAMP_FILE, 10);
    expect(buildIsCurrent({}, { root, env })).toBe(true);
    write('features/home/screens/HomeScreen.tsx', 'changed', 0);
    expect(buildIsCurrent({}, { root, env })).toBe(false);
  });

  it('ignores test files and the service worker the build writes into public/', () => {
    recordBuild({}, { root, env });
    age(STAMP_FILE, 10);
    write('shared/config.test.ts', 'test', 0);
    write('public/sw.js', 'worker', 0);
    expect(buildIsCurrent({}, { root, env })).toBe(true);
  });

  it('is stale when the public env differs (a new chain deployment, another API base)', () => {
    recordBuild({ NEXT_PUBLIC_USDT_56: '0x1' }, { root, env });
    expect(buildIsCurrent({ NEXT_PUBLIC_USDT_56: '0x2' }, { root, env })).toBe(false);
    expect(buildIsCurrent({ NEXT_PUBLIC_USDT_56: '0x1' }, { root, env: { ...env, NEXT_PUBLIC_API_BASE: 'https://api.example.com' } })).toBe(false);
    // Other variables do not matter.
    expect(buildIsCurrent({ NEXT_PUBLIC_USDT_56: '0x1' }, { root, env: { ...env, PATH: '/usr/bin' } })).toBe(true);
  });

  it('records only NEXT_PUBLIC_* values, sorted, without blanks', () => {
    expect(publicEnvOf({ NEXT_PUBLIC_B: '2' }, { NEXT_PUBLIC_A: '1', NEXT_PUBLIC_C: '', HOME: '/root' })).toEqual({ NEXT_PUBLIC_A: '1', NEXT_PUBLIC_B: '2' });
  });
});
