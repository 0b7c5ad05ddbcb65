import type { PagedListTexts } from '@/components/ui/PagedList';

/** The words under the voucher lists (the `vouchers` namespace's translator). */
export const voucherListTexts = (t: (key: 'loading' | 'noMore' | 'loadFailed' | 'retry') => string): PagedListTexts => ({
  loading: t('loading'),
  noMore: t('noMore'),
  loadFailed: t('loadFailed'),
  retry: t('retry'),
});
