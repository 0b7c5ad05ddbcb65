// Types for scripts/chain/gen-abi.mjs.
export declare const ABI_FILE: string;
/** The text lib/wallet/abi.ts should have for the current contract sources. */
export declare function renderAbiFile(): Promise<string>;
