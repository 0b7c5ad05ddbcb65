import { LANGS, type Lang } from './messages';

/**
 * Titles of report records. The ledger stores a key and its params; the title is translated when
 * read, in the caller's language (the Lang header), so one record reads right in every language.
 * `{name}` placeholders are filled from the record's title params.
 */
type Texts = Record<Lang, string>;

const titles = {
  usdt_deposit: { en: 'USDT deposit', zh: 'USDT 充值', kr: 'USDT 입금', id: 'Deposit USDT', vn: 'Nạp USDT', fil: 'Deposito ng USDT' },
  usdt_withdraw: { en: 'USDT withdrawal', zh: 'USDT 提现', kr: 'USDT 출금', id: 'Penarikan USDT', vn: 'Rút USDT', fil: 'Pag-withdraw ng USDT' },
  usdt_withdraw_review: {
    en: 'USDT withdrawal (under review)',
    zh: 'USDT 提现（审核中）',
    kr: 'USDT 출금 (검토 중)',
    id: 'Penarikan USDT (sedang ditinjau)',
    vn: 'Rút USDT (đang xét duyệt)',
    fil: 'Pag-withdraw ng USDT (sinusuri)',
  },
  withdraw_fee_kinbo: {
    en: 'Withdrawal fee',
    zh: '提现手续费',
    kr: '출금 수수료',
    id: 'Biaya penarikan',
    vn: 'Phí rút tiền',
    fil: 'Bayad sa pag-withdraw',
  },
  kinbo_deposit: { en: 'KinBo deposit', zh: 'KinBo 充值', kr: 'KinBo 입금', id: 'Deposit KinBo', vn: 'Nạp KinBo', fil: 'Deposito ng KinBo' },
  kinbo_withdraw: { en: 'KinBo withdrawal', zh: 'KinBo 提现', kr: 'KinBo 출금', id: 'Penarikan KinBo', vn: 'Rút KinBo', fil: 'Pag-withdraw ng KinBo' },
  ticket_buy_payment: {
    en: 'Bought {count} tickets',
    zh: '购买 {count} 张门票',
    kr: '티켓 {count}장 구매',
    id: 'Membeli {count} tiket',
    vn: 'Mua {count} vé',
    fil: 'Bumili ng {count} tiket',
  },
  ticket_buy: { en: 'Tickets purchased', zh: '购买门票', kr: '티켓 구매', id: 'Tiket dibeli', vn: 'Đã mua vé', fil: 'Nabiling tiket' },
  ticket_sent: { en: 'Tickets sent', zh: '转出门票', kr: '티켓 보냄', id: 'Tiket dikirim', vn: 'Đã gửi vé', fil: 'Naipadalang tiket' },
  ticket_received: { en: 'Tickets received', zh: '收到门票', kr: '티켓 받음', id: 'Tiket diterima', vn: 'Đã nhận vé', fil: 'Natanggap na tiket' },
  ticket_game: {
    en: 'Flash Deal #{room} entry',
    zh: '参与拼团 #{room}',
    kr: '플래시 딜 #{room} 참여',
    id: 'Ikut Flash Deal #{room}',
    vn: 'Tham gia Flash Deal #{room}',
    fil: 'Pagsali sa Flash Deal #{room}',
  },
  voucher_buy: { en: 'NFT voucher bought', zh: '购买 NFT 券', kr: 'NFT 바우처 구매', id: 'Voucher NFT dibeli', vn: 'Đã mua voucher NFT', fil: 'Nabiling NFT voucher' },
  voucher_buy_payment: {
    en: 'NFT voucher payment',
    zh: 'NFT 券付款',
    kr: 'NFT 바우처 결제',
    id: 'Pembayaran voucher NFT',
    vn: 'Thanh toán voucher NFT',
    fil: 'Bayad sa NFT voucher',
  },
  voucher_sold: { en: 'NFT voucher sold', zh: '出售 NFT 券', kr: 'NFT 바우처 판매', id: 'Voucher NFT terjual', vn: 'Đã bán voucher NFT', fil: 'Naibentang NFT voucher' },
  voucher_sale_income: {
    en: 'NFT voucher sale income',
    zh: 'NFT 券出售收入',
    kr: 'NFT 바우처 판매 수익',
    id: 'Hasil penjualan voucher NFT',
    vn: 'Tiền bán voucher NFT',
    fil: 'Kita sa benta ng NFT voucher',
  },
  voucher_exchange: {
    en: 'NFT voucher exchanged for KinBo',
    zh: 'NFT 券兑换 KinBo',
    kr: 'NFT 바우처 KinBo 교환',
    id: 'Voucher NFT ditukar ke KinBo',
    vn: 'Đổi voucher NFT lấy KinBo',
    fil: 'NFT voucher ipinalit sa KinBo',
  },
  voucher_exchange_kinbo: {
    en: 'KinBo from NFT voucher',
    zh: 'NFT 券兑换所得 KinBo',
    kr: 'NFT 바우처 교환 KinBo',
    id: 'KinBo dari voucher NFT',
    vn: 'KinBo từ voucher NFT',
    fil: 'KinBo mula sa NFT voucher',
  },
  vp_game: {
    en: 'VP from Flash Deal #{room}',
    zh: '拼团 #{room} 获得 VP',
    kr: '플래시 딜 #{room} VP 적립',
    id: 'VP dari Flash Deal #{room}',
    vn: 'VP từ Flash Deal #{room}',
    fil: 'VP mula sa Flash Deal #{room}',
  },
  vp_exchange: { en: 'VP exchanged for KinBo', zh: 'VP 兑换 KinBo', kr: 'VP KinBo 교환', id: 'VP ditukar ke KinBo', vn: 'Đổi VP lấy KinBo', fil: 'VP ipinalit sa KinBo' },
  vp_exchange_kinbo: { en: 'KinBo from VP', zh: 'VP 兑换所得 KinBo', kr: 'VP 교환 KinBo', id: 'KinBo dari VP', vn: 'KinBo từ VP', fil: 'KinBo mula sa VP' },
  room_win: {
    en: 'Won Flash Deal #{room}',
    zh: '拼团 #{room} 中奖',
    kr: '플래시 딜 #{room} 당첨',
    id: 'Menang Flash Deal #{room}',
    vn: 'Trúng Flash Deal #{room}',
    fil: 'Nanalo sa Flash Deal #{room}',
  },
  room_reward: {
    en: 'Flash Deal #{room} 3% reward',
    zh: '拼团 #{room} 3% 奖励',
    kr: '플래시 딜 #{room} 3% 보상',
    id: 'Hadiah 3% Flash Deal #{room}',
    vn: 'Thưởng 3% Flash Deal #{room}',
    fil: '3% reward sa Flash Deal #{room}',
  },
  not_winning_reward: {
    en: 'Not-winning reward, Flash Deal #{room}',
    zh: '拼团 #{room} 未中奖奖励',
    kr: '플래시 딜 #{room} 미당첨 보상',
    id: 'Hadiah tidak menang, Flash Deal #{room}',
    vn: 'Thưởng không trúng, Flash Deal #{room}',
    fil: 'Reward sa hindi nanalo, Flash Deal #{room}',
  },
  team_reward: {
    en: 'Team reward from {nickname}',
    zh: '来自 {nickname} 的团队奖励',
    kr: '{nickname}님의 팀 보상',
    id: 'Hadiah tim dari {nickname}',
    vn: 'Thưởng đội nhóm từ {nickname}',
    fil: 'Team reward mula kay {nickname}',
  },
  release: { en: 'KinBo release', zh: 'KinBo 释放', kr: 'KinBo 릴리스', id: 'Rilis KinBo', vn: 'Giải phóng KinBo', fil: 'Release ng KinBo' },
  release_out: {
    en: 'Released from the pool',
    zh: '从释放池释放',
    kr: '릴리스 풀에서 릴리스',
    id: 'Dirilis dari pool',
    vn: 'Giải phóng từ quỹ',
    fil: 'Na-release mula sa pool',
  },
  withdraw_refund: {
    en: 'Withdrawal refunded',
    zh: '提现退回',
    kr: '출금 환불',
    id: 'Penarikan dikembalikan',
    vn: 'Hoàn tiền rút',
    fil: 'Ibinalik ang withdrawal',
  },
  withdraw_fee_refund: {
    en: 'Withdrawal fee refunded',
    zh: '提现手续费退回',
    kr: '출금 수수료 환불',
    id: 'Biaya penarikan dikembalikan',
    vn: 'Hoàn phí rút tiền',
    fil: 'Ibinalik ang bayad sa pag-withdraw',
  },
  kinbo_purchase: {
    en: 'KinBo bought with USDT',
    zh: '使用 USDT 购买 KinBo',
    kr: 'USDT로 KinBo 구매',
    id: 'KinBo dibeli dengan USDT',
    vn: 'Mua KinBo bằng USDT',
    fil: 'Bumili ng KinBo gamit ang USDT',
  },
  voucher_exchange_brp: {
    en: 'NFT voucher exchanged for BRP',
    zh: 'NFT 券兑换 BRP',
    kr: 'NFT 바우처 BRP 교환',
    id: 'Voucher NFT ditukar ke BRP',
    vn: 'Đổi voucher NFT lấy BRP',
    fil: 'NFT voucher ipinalit sa BRP',
  },
  brp_from_voucher: {
    en: 'BRP from NFT voucher',
    zh: 'NFT 券兑换所得 BRP',
    kr: 'NFT 바우처 교환 BRP',
    id: 'BRP dari voucher NFT',
    vn: 'BRP từ voucher NFT',
    fil: 'BRP mula sa NFT voucher',
  },
  voucher_issued: {
    en: 'NFT voucher received',
    zh: '获得 NFT 券',
    kr: 'NFT 바우처 받음',
    id: 'Voucher NFT diterima',
    vn: 'Đã nhận voucher NFT',
    fil: 'Natanggap na NFT voucher',
  },
} satisfies Record<string, Texts>;

export type LedgerTitleKey = keyof typeof titles;
export type LedgerTitleParams = Record<string, string | number>;

export function isLedgerTitleKey(value: string): value is LedgerTitleKey {
  return Object.prototype.hasOwnProperty.call(titles, value);
}

/** The record's title in `lang`; an unknown key (a newer server wrote it) shows as the key itself. */
export function ledgerTitle(key: string, lang: Lang, params: LedgerTitleParams = {}): string {
  if (!isLedgerTitleKey(key)) return key;
  const template = titles[key][lang] ?? titles[key].en;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** For tests: every title has every language. */
export const ledgerTitleCatalogue: Readonly<Record<LedgerTitleKey, Texts>> = titles;
export { LANGS };
