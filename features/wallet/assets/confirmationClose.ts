import type { ReportTabType } from '@/shared/contract';
import type { RecordAsset } from '@/shared/format/recordAmount';
import { reportsHref, type ConfirmationKind } from '@/platform/shell/routes';

/** The asset a confirmation's record moved. */
export type ConfirmationAsset = RecordAsset;

/** The reports tab that lists an asset's records: NFT vouchers are the `voucher` tab. */
const ASSET_REPORT_TAB: Record<ConfirmationAsset, ReportTabType> = { usdt: 'usdt', kinbo: 'kinbo', ticket: 'ticket', nft: 'voucher', vp: 'vp' };

/** The asset of a kind when its record is not known (not loaded, or none yet): deposits and withdrawals default to USDT. */
const KIND_ASSET: Record<ConfirmationKind, ConfirmationAsset> = { deposit: 'usdt', withdrawal: 'usdt', ticketSent: 'ticket', purchase: 'kinbo', nft: 'nft' };

/**
 * Where a confirmation screen's Close goes: the reports tab of the asset its record moved (a USDT
 * deposit closes to the USDT tab, never Overview), so the user lands on the list that holds what they just did.
 */
export function confirmationCloseHref(kind: ConfirmationKind, recordAsset?: ConfirmationAsset | null): string {
  // Deposits and withdrawals move USDT or KinBo, told by the record; the others always move one asset
  // (an NFT purchase's record is the USDT paid, but what the user bought is a voucher).
  const moved = (kind === 'deposit' || kind === 'withdrawal') && (recordAsset === 'usdt' || recordAsset === 'kinbo') ? recordAsset : KIND_ASSET[kind];
  return reportsHref(ASSET_REPORT_TAB[moved]);
}
