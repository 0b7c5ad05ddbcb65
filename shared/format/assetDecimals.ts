import type { ValuedAsset } from '@/shared/money/valuation';

/** An asset an amount is counted in (the valuation's five); decides its unit and decimals. */
export type RecordAsset = ValuedAsset;

/**
 * Spec §5: amounts round down, 2 decimals by default; KinBo 4; counted items are whole. A module of its
 * own (no date-fns): My assets and the VP exchange show amounts but no dates, so they must not load
 * the record formatting's date code.
 */
export const ASSET_DECIMALS: Record<RecordAsset, number> = { usdt: 2, kinbo: 4, ticket: 0, nft: 0, vp: 2 };
