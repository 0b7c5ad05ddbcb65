/**
 * The local chains' well-known accounts (contracts/local-chain.json), for the local API server and tests.
 * Every key here derives from Hardhat's public test mnemonic: never use one on a real network.
 * scripts/chain.mjs derives the same accounts (contracts/deploy.mjs).
 */
import { bytesToHex, type Address, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import localChain from './local-chain.json';

export type LocalRole = keyof typeof localChain.roles;

export interface LocalAccountKeys {
  address: Address;
  privateKey: Hex;
}

export function localAccount(index: number): LocalAccountKeys {
  const account = mnemonicToAccount(localChain.mnemonic, { addressIndex: index });
  const privateKey = account.getHdKey().privateKey;
  if (!privateKey) throw new Error(`No private key derived for local account ${index}`);
  return { address: account.address, privateKey: bytesToHex(privateKey) };
}

export function localRoleAccount(role: LocalRole): LocalAccountKeys {
  return localAccount(localChain.roles[role]);
}

/** The key the local API server signs deposit permits with (the contracts' initial operator). */
export function localOperator(): LocalAccountKeys {
  return localRoleAccount('operator');
}

/** Accounts 0..fundedUserCount-1: each holds 1,000,000 of every local token. */
export function fundedUserAccounts(): LocalAccountKeys[] {
  return Array.from({ length: localChain.fundedUserCount }, (_, i) => localAccount(i));
}
