import { create } from 'zustand';
import type { MarketVoucher } from '@/features/vouchers/api';

/**
 * The voucher chosen on the market, handed to /wallet/purchase_nft as navigation state (spec §2):
 * kept in memory only, never in the URL or storage, so a reload of the purchase page finds nothing
 * and goes back to the market instead of buying something stale.
 */
interface ChosenVoucherState {
  voucher: MarketVoucher | null;
  choose: (voucher: MarketVoucher) => void;
  clear: () => void;
}

export const useChosenVoucher = create<ChosenVoucherState>()((set) => ({
  voucher: null,
  choose: (voucher) => set({ voucher }),
  clear: () => set({ voucher: null }),
}));
