/**
 * Server-side signing of deposit permits for contracts/src/KinBoDeposit.sol.
 *
 * The API's operator key signs an EIP-712 `DepositPermit`; the user's wallet passes the signature's
 * v, r, s to `KinBoDeposit.deposit(token, amount, depositType, orderId, deadline, v, r, s)`.
 * The permit must carry the user's current on-chain nonce (`readDepositNonce`): the contract raises
 * the nonce on every deposit, so each permit works once, and a permit signed for an older nonce fails.
 *
 * Mapping to the spec's deposit signing response (§3): coin_token = token, bsc_amount = amount in the
 * token's smallest unit (decimal string), type = depositType, id = orderId, sign_out_time = deadline
 * (unix seconds), v, r, s.
 */
import { hashTypedData, parseSignature, type Address, type Hex, type LocalAccount, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { kinboDepositAbi } from './abi';

export const DEPOSIT_DOMAIN_NAME = 'KinBoDeposit';
export const DEPOSIT_DOMAIN_VERSION = '1';

export const DEPOSIT_PERMIT_TYPES = {
  DepositPermit: [
    { name: 'user', type: 'address' },
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'depositType', type: 'uint256' },
    { name: 'orderId', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const;

export interface DepositPermit {
  /** The wallet that will call deposit (msg.sender). */
  user: Address;
  token: Address;
  /** In the token's smallest unit. */
  amount: bigint;
  /** 0 USDT, 1 KinBo (the deposit screen's `type`). */
  depositType: bigint | number;
  /** The API's deposit order id. */
  orderId: bigint | number;
  /** Unix seconds; the deposit reverts with DepositExpired after it. */
  deadline: bigint | number;
  /** nonces(user) on the deposit contract at signing time. */
  nonce: bigint;
}

export interface DepositSignature {
  v: number;
  r: Hex;
  s: Hex;
  /** The same signature as one 65-byte hex string. */
  signature: Hex;
}

export interface DepositTarget {
  chainId: number;
  depositContract: Address;
}

export function depositTypedData({ chainId, depositContract }: DepositTarget, permit: DepositPermit) {
  return {
    domain: {
      name: DEPOSIT_DOMAIN_NAME,
      version: DEPOSIT_DOMAIN_VERSION,
      chainId,
      verifyingContract: depositContract,
    },
    types: DEPOSIT_PERMIT_TYPES,
    primaryType: 'DepositPermit',
    message: {
      user: permit.user,
      token: permit.token,
      amount: permit.amount,
      depositType: BigInt(permit.depositType),
      orderId: BigInt(permit.orderId),
      deadline: BigInt(permit.deadline),
      nonce: permit.nonce,
    },
  } as const;
}

/** The digest KinBoDeposit.depositDigest computes on-chain for the same permit. */
export function depositDigest(target: DepositTarget, permit: DepositPermit): Hex {
  return hashTypedData(depositTypedData(target, permit));
}

/**
 * Signs a deposit permit with the operator key.
 * @param operator the operator's private key, or a viem local account holding it
 */
export async function signDeposit(params: DepositTarget & { operator: Hex | LocalAccount; permit: DepositPermit }): Promise<DepositSignature> {
  const account = typeof params.operator === 'string' ? privateKeyToAccount(params.operator) : params.operator;
  if (!account.signTypedData) throw new Error('The operator account cannot sign typed data');
  const signature = await account.signTypedData(depositTypedData(params, params.permit));
  const { r, s, v, yParity } = parseSignature(signature);
  return { v: v !== undefined ? Number(v) : 27 + (yParity ?? 0), r, s, signature };
}

/** nonces(user) on the deposit contract: the value the next permit for this user must carry. */
export function readDepositNonce(client: PublicClient, depositContract: Address, user: Address): Promise<bigint> {
  return client.readContract({ address: depositContract, abi: kinboDepositAbi, functionName: 'nonces', args: [user] });
}
