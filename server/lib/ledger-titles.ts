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
  // The demo's release pool income (server/seed/demo.ts): not a report tab, like release_out.
  release_pool_in: {
    en: 'Added to the release pool',
    zh: '存入释放池',
    kr: '릴리스 풀에 적립',
    id: 'Masuk ke pool rilis',
    vn: 'Cộng vào quỹ giải phóng',
    fil: 'Idinagdag sa release pool',
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
  // ---- games (server/services/flash-deal.ts, flash-bid.ts, game-clock.ts) ----
  room_price_held: {
    en: 'Flash Deal #{room}: price held',
    zh: '拼团 #{room}：冻结价款',
    kr: '플래시 딜 #{room}: 가격 보류',
    id: 'Flash Deal #{room}: harga ditahan',
    vn: 'Flash Deal #{room}: tạm giữ tiền',
    fil: 'Flash Deal #{room}: naka-hold ang presyo',
  },
  room_hold: {
    en: 'Held for Flash Deal #{room}',
    zh: '拼团 #{room} 冻结',
    kr: '플래시 딜 #{room} 보류분',
    id: 'Ditahan untuk Flash Deal #{room}',
    vn: 'Tạm giữ cho Flash Deal #{room}',
    fil: 'Naka-hold para sa Flash Deal #{room}',
  },
  room_hold_paid: {
    en: 'Flash Deal #{room}: price paid',
    zh: '拼团 #{room}：价款已支付',
    kr: '플래시 딜 #{room}: 가격 결제',
    id: 'Flash Deal #{room}: harga dibayar',
    vn: 'Flash Deal #{room}: đã thanh toán',
    fil: 'Flash Deal #{room}: nabayaran ang presyo',
  },
  room_hold_released: {
    en: 'Released from Flash Deal #{room}',
    zh: '拼团 #{room} 解冻',
    kr: '플래시 딜 #{room} 보류 해제',
    id: 'Dilepas dari Flash Deal #{room}',
    vn: 'Giải phóng từ Flash Deal #{room}',
    fil: 'Inalis sa hold ng Flash Deal #{room}',
  },
  room_not_won: {
    en: 'Not won, price returned, Flash Deal #{room}',
    zh: '拼团 #{room} 未中奖，退回价款',
    kr: '플래시 딜 #{room} 미당첨, 가격 환불',
    id: 'Tidak menang, harga dikembalikan, Flash Deal #{room}',
    vn: 'Không trúng, hoàn tiền, Flash Deal #{room}',
    fil: 'Hindi nanalo, ibinalik ang presyo, Flash Deal #{room}',
  },
  room_refund: {
    en: 'Flash Deal #{room} disbanded: price refunded',
    zh: '拼团 #{room} 已解散：退回价款',
    kr: '플래시 딜 #{room} 해산: 가격 환불',
    id: 'Flash Deal #{room} dibubarkan: harga dikembalikan',
    vn: 'Flash Deal #{room} giải tán: hoàn tiền',
    fil: 'Nabuwag ang Flash Deal #{room}: ibinalik ang presyo',
  },
  ticket_refund: {
    en: 'Flash Deal #{room} disbanded: ticket refunded',
    zh: '拼团 #{room} 已解散：退回门票',
    kr: '플래시 딜 #{room} 해산: 티켓 환불',
    id: 'Flash Deal #{room} dibubarkan: tiket dikembalikan',
    vn: 'Flash Deal #{room} giải tán: hoàn vé',
    fil: 'Nabuwag ang Flash Deal #{room}: ibinalik ang tiket',
  },
  bid_entry: {
    en: 'Flash Bid #{room} entry',
    zh: '参与竞拍 #{room}',
    kr: '플래시 비드 #{room} 참여',
    id: 'Ikut Flash Bid #{room}',
    vn: 'Tham gia Flash Bid #{room}',
    fil: 'Pagsali sa Flash Bid #{room}',
  },
  bid_hold: {
    en: 'Bid on Flash Bid #{room}',
    zh: '竞拍 #{room} 出价',
    kr: '플래시 비드 #{room} 입찰',
    id: 'Tawaran di Flash Bid #{room}',
    vn: 'Trả giá Flash Bid #{room}',
    fil: 'Bid sa Flash Bid #{room}',
  },
  bid_held: {
    en: 'Held for Flash Bid #{room}',
    zh: '竞拍 #{room} 冻结',
    kr: '플래시 비드 #{room} 보류분',
    id: 'Ditahan untuk Flash Bid #{room}',
    vn: 'Tạm giữ cho Flash Bid #{room}',
    fil: 'Naka-hold para sa Flash Bid #{room}',
  },
  bid_released: {
    en: 'Released from Flash Bid #{room}',
    zh: '竞拍 #{room} 解冻',
    kr: '플래시 비드 #{room} 보류 해제',
    id: 'Dilepas dari Flash Bid #{room}',
    vn: 'Giải phóng từ Flash Bid #{room}',
    fil: 'Inalis sa hold ng Flash Bid #{room}',
  },
  bid_outbid: {
    en: 'Outbid on Flash Bid #{room}: bid returned',
    zh: '竞拍 #{room} 被超越：退回出价',
    kr: '플래시 비드 #{room} 상회 입찰됨: 입찰금 반환',
    id: 'Tawaran terlampaui di Flash Bid #{room}: dikembalikan',
    vn: 'Bị trả giá cao hơn ở Flash Bid #{room}: hoàn giá',
    fil: 'Nalampasan ang bid sa Flash Bid #{room}: ibinalik',
  },
  bid_paid: {
    en: 'Flash Bid #{room}: winning bid paid',
    zh: '竞拍 #{room}：支付中标出价',
    kr: '플래시 비드 #{room}: 낙찰가 결제',
    id: 'Flash Bid #{room}: tawaran pemenang dibayar',
    vn: 'Flash Bid #{room}: đã trả giá thắng',
    fil: 'Flash Bid #{room}: nabayaran ang nanalong bid',
  },
  bid_win: {
    en: 'Won Flash Bid #{room}',
    zh: '竞拍 #{room} 中标',
    kr: '플래시 비드 #{room} 낙찰',
    id: 'Menang Flash Bid #{room}',
    vn: 'Thắng Flash Bid #{room}',
    fil: 'Nanalo sa Flash Bid #{room}',
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
