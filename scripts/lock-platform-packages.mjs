// Records every platform-specific optional package (e.g. @next/swc-darwin-arm64) in package-lock.json.
//
// Why: the npm registry reachable from this project's machines only carries the Linux builds of such
// packages. `npm install` then leaves the others out of the lock, and `npm ci` refuses a lock that
// lacks any optional dependency. Each missing one is added as an optional entry restricted to its
// os/cpu (read from its name), which `npm ci` skips on Linux and installs normally elsewhere.
// Run it after any `npm install` that changes the lock:  node scripts/lock-platform-packages.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = [
  ['arm64', 'arm64'],
  ['aarch64', 'arm64'],
  ['x64', 'x64'],
  ['ia32', 'ia32'],
  ['ppc64', 'ppc64'],
  ['s390x', 's390x'],
  ['riscv64', 'riscv64'],
  ['loong64', 'loong64'],
  ['wasm32', 'wasm32'],
  ['arm', 'arm'],
];

export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find(([token]) => parts.includes(token))?.[1];
  const libc = parts.some((p) => p.startsWith('musl')) ? 'musl' : parts.includes('gnu') || parts.some((p) => p.startsWith('gnueabi')) ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries({ ...packages })) {
  if (!entry.optionalDependencies) continue;
  for (const [name, spec] of Object.entries(entry.optionalDependencies)) {
    // npm resolves a dependency next to its parent, then in each ancestor node_modules up to the root.
    const candidates = [];
    let base = path;
    for (;;) {
      candidates.push(`${base ? `${base}/` : ''}node_modules/${name}`);
      if (!base) break;
      const cut = base.lastIndexOf('/node_modules/');
      base = cut === -1 ? '' : base.slice(0, cut);
    }
    if (candidates.some((c) => packages[c])) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue; // not a platform build: leave it to npm
    packages[`node_modules/${name}`] = {
      version: spec.replace(/^[\^~=]/, ''),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.keys(packages)
    .sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)))
    .map((k) => [k, packages[k]]),
);
lock.packages = sorted;
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock: ${added} platform package entr${added === 1 ? 'y' : 'ies'} added`);
