// Deploys KinBo's local contracts to one running local chain (Hardhat node, accounts unlocked).
//
// Addresses are deterministic: each chain has its own deployer account, which sends its deployments
// first, in a fixed order, from nonce 0. A contract's address depends only on (deployer, nonce), so a
// fresh chain always gets the same addresses and the front end can bake them in as defaults.
// Different deployers per chain keep the two chains' addresses distinct, so code that mixes up chains
// fails loudly instead of working by accident.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPublicClient, createWalletClient, defineChain, getAddress, getContractAddress, http, parseUnits } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { compileContracts } from './compile.mjs';

const CONTRACTS_DIR = path.dirname(fileURLToPath(import.meta.url));
export const localChain = JSON.parse(readFileSync(path.join(CONTRACTS_DIR, '..', 'shared', 'chain', 'local-chain.json'), 'utf8'));

/** The canonical Multicall3 address that viem, wagmi and RainbowKit use on every chain. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11';

/** Amount minted to each funded account, in whole tokens. */
export const MINT_PER_ACCOUNT = '1000000';

/**
 * What each chain gets, in deployment order. Chain 56 mirrors BSC (BSC-USD has 18 decimals);
 * chain 137 mirrors Polygon, where USDT has 6 decimals: keeping that difference locally makes
 * every amount conversion prove it reads the token's decimals instead of assuming 18.
 * KinBo exists only on BSC (spec: KinBo deposits and withdrawals require BSC).
 */
export const CHAIN_PLANS = {
  56: {
    name: 'BNB Smart Chain (local)',
    chainCode: 1,
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    deployerRole: 'deployer56',
    tokens: [
      { key: 'usdt', name: 'Binance-Peg BSC-USD (local)', symbol: 'USDT', decimals: 18 },
      { key: 'kinbo', name: 'KinBo (local)', symbol: 'KinBo', decimals: 18 },
    ],
  },
  137: {
    name: 'Polygon (local)',
    chainCode: 2,
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    deployerRole: 'deployer137',
    tokens: [{ key: 'usdt', name: '(PoS) Tether USD (local)', symbol: 'USDT', decimals: 6 }],
  },
};

/** The account at `index` of the local mnemonic (address and private key; all keys here are public). */
export function localAccount(index) {
  const account = mnemonicToAccount(localChain.mnemonic, { addressIndex: index });
  const privateKey = `0x${Buffer.from(account.getHdKey().privateKey).toString('hex')}`;
  return { address: account.address, privateKey };
}

export function roleAccount(role) {
  const index = localChain.roles[role];
  if (index === undefined) throw new Error(`Unknown local chain role ${role}`);
  return localAccount(index);
}

export function fundedUserAddresses() {
  return Array.from({ length: localChain.fundedUserCount }, (_, i) => localAccount(i).address);
}

/** The addresses a fresh chain gets, computed without touching it (deployer + nonce). */
export function expectedAddresses(chainId) {
  const plan = CHAIN_PLANS[chainId];
  if (!plan) throw new Error(`No deployment plan for chain ${chainId}`);
  const deployer = roleAccount(plan.deployerRole).address;
  const addresses = {};
  plan.tokens.forEach((token, nonce) => {
    addresses[token.key] = getContractAddress({ from: deployer, nonce: BigInt(nonce) });
  });
  addresses.deposit = getContractAddress({ from: deployer, nonce: BigInt(plan.tokens.length) });
  return addresses;
}

/**
 * Deploys to the chain at `rpcUrl` and returns its deployment record.
 * @param {{ rpcUrl: string, chainId: 56 | 137, contracts?: Awaited<ReturnType<typeof compileContracts>> }} options
 */
export async function deployLocalContracts({ rpcUrl, chainId, contracts }) {
  const plan = CHAIN_PLANS[chainId];
  if (!plan) throw new Error(`No deployment plan for chain ${chainId}`);
  const compiled = contracts ?? (await compileContracts());

  const chain = defineChain({
    id: chainId,
    name: plan.name,
    nativeCurrency: plan.nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const transport = http(rpcUrl, { retryCount: 0 });
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 20 });
  // Hardhat's accounts are unlocked: the node signs eth_sendTransaction for them.
  const deployer = roleAccount(plan.deployerRole).address;
  const walletClient = createWalletClient({ chain, transport, account: deployer });

  const remoteChainId = await publicClient.getChainId();
  if (remoteChainId !== chainId) throw new Error(`${rpcUrl} is chain ${remoteChainId}, expected ${chainId}`);
  const startNonce = await publicClient.getTransactionCount({ address: deployer });
  if (startNonce !== 0) {
    throw new Error(`Deployer ${deployer} on chain ${chainId} has nonce ${startNonce}; deploy needs a fresh chain`);
  }

  async function confirm(hash, what) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (receipt.status !== 'success') throw new Error(`${what} reverted on chain ${chainId} (tx ${hash})`);
    return receipt;
  }

  async function deploy(name, args, label) {
    const hash = await walletClient.deployContract({ abi: compiled[name].abi, bytecode: compiled[name].bytecode, args });
    const receipt = await confirm(hash, `Deploying ${label}`);
    return getAddress(receipt.contractAddress);
  }

  const record = {
    chainId,
    chainCode: plan.chainCode,
    name: plan.name,
    nativeCurrency: plan.nativeCurrency.symbol,
    rpc: rpcUrl,
    owner: deployer,
    operator: roleAccount('operator').address,
    receivedAddress: roleAccount('treasury').address,
    multicall3: MULTICALL3_ADDRESS,
    tokens: {},
  };

  // 1. Tokens, then 2. the deposit contract: this order fixes every address (see expectedAddresses).
  for (const token of plan.tokens) {
    const address = await deploy('TestToken', [token.name, token.symbol, token.decimals, deployer], token.symbol);
    record[token.key] = address;
    record.tokens[token.key] = { address, symbol: token.symbol, decimals: token.decimals };
  }
  record.deposit = await deploy('KinBoDeposit', [deployer, record.operator, record.receivedAddress], 'KinBoDeposit');

  const expected = expectedAddresses(chainId);
  for (const [key, address] of Object.entries(expected)) {
    if (record[key] !== address) {
      throw new Error(`Chain ${chainId}: ${key} deployed at ${record[key]}, expected ${address}`);
    }
  }

  // 3. Balances for the first funded accounts and the treasury, which is also the API's hot wallet
  //    that pays withdrawals (after the deployments, so they never shift addresses).
  const recipients = [...fundedUserAddresses(), roleAccount('treasury').address];
  for (const token of plan.tokens) {
    const hash = await walletClient.writeContract({
      address: record[token.key],
      abi: compiled.TestToken.abi,
      functionName: 'mintEach',
      args: [recipients, parseUnits(MINT_PER_ACCOUNT, token.decimals)],
    });
    await confirm(hash, `Minting ${token.symbol}`);
  }

  // 4. Multicall3 at its canonical address (state override only: no transaction, no nonce used).
  await publicClient.request({
    method: 'hardhat_setCode',
    params: [MULTICALL3_ADDRESS, compiled.Multicall3.deployedBytecode],
  });

  return record;
}
