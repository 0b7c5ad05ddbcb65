import { get, post } from '../endpoint';
import type {
  DepositOrder,
  DepositSignature,
  MarketSeller,
  MarketVoucher,
  NftVoucher,
  Page,
  PurchaseOrder,
  TicketBuyResult,
  TicketGiveResult,
  TicketPackage,
  VoucherExchangeResult,
  VpExchangeResult,
  Withdrawal,
} from '../shapes';

/** /api/wallet/*: on-chain deposits and withdrawals (spec §7 names them, not their paths). */
export const WALLET = {
  deposit: post('/api/wallet/deposit', 'depositRequest').returns<DepositSignature>(),
  depositConfirm: post('/api/wallet/depositConfirm', 'depositConfirmRequest').returns<DepositOrder>(),
  /** The newest unfinished order before its deadline, or null. */
  depositPending: get('/api/wallet/depositPending').returns<DepositOrder | null>(),
  depositInfo: get('/api/wallet/depositInfo', 'recordIdQuery').returns<DepositOrder>(),
  withdraw: post('/api/wallet/withdraw', 'withdrawRequest').returns<Withdrawal>(),
  withdrawInfo: get('/api/wallet/withdrawInfo', 'recordIdQuery').returns<Withdrawal>(),
} as const;

/** Tickets, NFT vouchers, VP and KinBo purchases (spec §7). */
export const ASSETS = {
  ticketList: get('/api/ticket/list').returns<TicketPackage[]>(),
  ticketBuy: post('/api/ticket/buy', 'ticketBuyRequest').returns<TicketBuyResult>(),
  ticketGive: post('/api/ticket/give', 'ticketGiveRequest').returns<TicketGiveResult>(),
  voucherList: get('/api/voucher/list', 'voucherListQuery').returns<Page<NftVoucher>>(),
  voucherBuyRecommend: get('/api/voucher/buyRecommend').returns<MarketSeller[]>(),
  voucherBuyList: get('/api/voucher/buyList', 'voucherMarketQuery').returns<Page<MarketVoucher>>(),
  voucherBuy: post('/api/voucher/buy', 'voucherBuyRequest').returns<NftVoucher>(),
  /** type 1 lists, 0 delists. */
  voucherOperation: post('/api/voucher/operation', 'voucherOperationRequest').returns<NftVoucher>(),
  voucherExchange: post('/api/voucher/exchange', 'voucherExchangeRequest').returns<VoucherExchangeResult>(),
  /** type 0: all VP for KinBo. */
  vpExchange: post('/api/vp/exchange', 'vpExchangeRequest').returnsWithMessage<VpExchangeResult>(),
  orderCreate: post('/api/order/create', 'orderCreateRequest').returns<PurchaseOrder>(),
  orderHash: post('/api/order/hash', 'orderHashRequest').returns<PurchaseOrder>(),
} as const;
