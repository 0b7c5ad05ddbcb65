// Types for scripts/chain/gen-abi.mjs.
export declare const ABI_FILE: string;
/** The text shared/chain/abi.ts should have for the current contract sources. */
export declare function renderAbiFile(): Promise<string>;
