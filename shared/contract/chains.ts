/**
 * Spec §3: the chains and the API's chain codes (1 for 56, 2 for 137). Its own module because the top
 * bar (every page's first load) needs it and the other enums not: a module's data ships whole.
 */
export const CHAIN_IDS = [56, 137] as const;
export type ChainId = (typeof CHAIN_IDS)[number];
export const CHAIN_CODES = { 56: 1, 137: 2 } as const satisfies Record<ChainId, number>;
export type ChainCode = (typeof CHAIN_CODES)[ChainId];
/** The chain id of a chain code (the server's services work with chain ids). */
export const CHAIN_ID_OF_CODE = { 1: 56, 2: 137 } as const satisfies { [C in ChainCode]: ChainId };
/** Spec §4: KinBo, its purchases and a wallet on any other chain belong to BNB Smart Chain. */
export const DEFAULT_CHAIN_ID = 56 satisfies ChainId;
