// Compiles contracts/src/*.sol with solc from npm (standard JSON), no Hardhat compile step.
// The result is cached in contracts/artifacts/compiled.json under a hash of the compiler version,
// settings and every source, so repeated chain starts skip the compiler entirely.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const CONTRACTS_DIR = path.dirname(fileURLToPath(import.meta.url));
const SOURCE_DIR = path.join(CONTRACTS_DIR, 'src');
const CACHE_FILE = path.join(CONTRACTS_DIR, 'artifacts', 'compiled.json');

/** Contracts the deploy step needs; other contracts found in sources are ignored. */
export const CONTRACT_NAMES = ['TestToken', 'KinBoDeposit', 'Multicall3'];

const SETTINGS = {
  // Cancun: supported by BSC, Polygon and the local Hardhat nodes (which run Prague).
  evmVersion: 'cancun',
  optimizer: { enabled: true, runs: 200 },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
};

function readSources() {
  const sources = {};
  for (const file of readdirSync(SOURCE_DIR)
    .filter((f) => f.endsWith('.sol'))
    .sort()) {
    sources[`src/${file}`] = { content: readFileSync(path.join(SOURCE_DIR, file), 'utf8') };
  }
  return sources;
}

/** Resolves `@openzeppelin/...` (and any other package import) from node_modules. */
function findImport(importPath) {
  try {
    return { contents: readFileSync(require.resolve(importPath), 'utf8') };
  } catch {
    return { error: `File not found: ${importPath}` };
  }
}

/**
 * @returns {Promise<Record<string, { abi: unknown[], bytecode: `0x${string}`, deployedBytecode: `0x${string}` }>>}
 */
export async function compileContracts({ useCache = true } = {}) {
  const solc = require('solc');
  const sources = readSources();
  const input = { language: 'Solidity', sources, settings: SETTINGS };
  const key = createHash('sha256').update(solc.version()).update(JSON.stringify(input)).digest('hex');

  if (useCache && existsSync(CACHE_FILE)) {
    try {
      const cached = JSON.parse(readFileSync(CACHE_FILE, 'utf8'));
      if (cached.key === key) return cached.contracts;
    } catch {
      /* a broken cache is simply rebuilt */
    }
  }

  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport }));
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) {
    throw new Error(`Solidity compilation failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  }

  const contracts = {};
  for (const [, byName] of Object.entries(output.contracts)) {
    for (const [name, artifact] of Object.entries(byName)) {
      if (!CONTRACT_NAMES.includes(name)) continue;
      contracts[name] = {
        abi: artifact.abi,
        bytecode: `0x${artifact.evm.bytecode.object}`,
        deployedBytecode: `0x${artifact.evm.deployedBytecode.object}`,
      };
    }
  }
  for (const name of CONTRACT_NAMES) {
    if (!contracts[name]) throw new Error(`Contract ${name} missing from compiler output`);
  }

  mkdirSync(path.dirname(CACHE_FILE), { recursive: true });
  writeFileSync(CACHE_FILE, JSON.stringify({ key, contracts }));
  return contracts;
}

// `node contracts/compile.mjs` compiles (ignoring the cache) and lists what it built.
// (No top-level await: tsx loads this file as CommonJS when a .ts file imports it.)
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  compileContracts({ useCache: false }).then(
    (contracts) => {
      for (const [name, c] of Object.entries(contracts)) {
        console.log(`${name}: ${(c.deployedBytecode.length - 2) / 2} bytes runtime`);
      }
      console.log(`compiled in ${Math.round(performance.now() - started)} ms`);
    },
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
