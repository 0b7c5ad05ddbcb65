import { LATEST_RECORD_KINDS, type LatestRecordKind } from '@/shared/contract/latestRecords';
import type { ReportTabType } from '@/shared/contract';

/** Every route of spec §2 in one place. */
export const ROUTES = {
  home: '/',
  homeAlias: '/home',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  groupPurchase: '/grouppurchasegames',
  groupPurchaseRoom: '/grouppurchasegames/room',
  bidding: '/competitivegames',
  biddingRoom: '/competitivegames/room',
  mall: '/mall',
  reports: '/reports',
  reportDetails: '/reports/details',
  releaseDetails: '/reports/releaseDetails',
  profile: '/profile',
  profileEdit: '/profile/edit',
  profileSecurity: '/profile/security',
  wallet: '/wallet',
  settings: '/settings',
  notifications: '/notifications',
  offline: '/offline',
  deposit: '/wallet/deposit',
  withdrawal: '/wallet/withdrawal',
  depositConfirmed: '/wallet/depositconfirmed',
  withdrawalConfirmed: '/wallet/withdrawalconfirmed',
  ticketSent: '/wallet/ticketsent',
  purchaseConfirmed: '/wallet/purchase_confirmed',
  purchaseTicket: '/wallet/purchase_ticket',
  transfer: '/wallet/transfer',
  myNftList: '/wallet/my_nft_list',
  buyNftList: '/wallet/buy_nft_list',
  purchaseNft: '/wallet/purchase_nft',
  purchase: '/wallet/purchase',
} as const;

// ---- Links with parameters: built here, never by string concatenation in a screen. ----

const withQuery = (path: string, name: string, value: string | number) => `${path}?${name}=${encodeURIComponent(String(value))}`;

/** A Flash Deal (group-purchase) room; report room rows open it with their chat_id (spec §2). */
export function roomHref(roomId: number | string) {
  return withQuery(ROUTES.groupPurchaseRoom, 'roomId', roomId);
}

/** A Flash Bid (bidding) room. */
export function bidRoomHref(roomId: number | string) {
  return withQuery(ROUTES.biddingRoom, 'roomId', roomId);
}

/** Wallet asset of the deposit and withdrawal screens (spec §2: query type 0 = USDT, 1 = KinBo). */
export const WALLET_ASSET_TYPE = { usdt: 0, kinbo: 1 } as const;
export type WalletAssetType = (typeof WALLET_ASSET_TYPE)[keyof typeof WALLET_ASSET_TYPE];

export function depositHref(type: WalletAssetType) {
  return withQuery(ROUTES.deposit, 'type', type);
}

export function withdrawalHref(type: WalletAssetType) {
  return withQuery(ROUTES.withdrawal, 'type', type);
}

/**
 * The confirmation screens (spec §2). Each shows the latest record of its kind from the API, so a
 * money screen simply navigates here after success: `router.push(confirmationHref('deposit'))`.
 * The spec names five screens but routes four: "NFT purchased" is purchase_confirmed with `kind=nft`.
 */
export const CONFIRMATION_KINDS = LATEST_RECORD_KINDS;
export type ConfirmationKind = LatestRecordKind;

export function confirmationHref(kind: ConfirmationKind): string {
  switch (kind) {
    case 'deposit':
      return ROUTES.depositConfirmed;
    case 'withdrawal':
      return ROUTES.withdrawalConfirmed;
    case 'ticketSent':
      return ROUTES.ticketSent;
    case 'purchase':
      return ROUTES.purchaseConfirmed;
    case 'nft':
      return withQuery(ROUTES.purchaseConfirmed, 'kind', 'nft');
  }
}

/** purchase_confirmed's kind from its query: `kind=nft` is the NFT screen, anything else the KinBo purchase. */
export function purchaseConfirmedKind(search: string): Extract<ConfirmationKind, 'purchase' | 'nft'> {
  return new URLSearchParams(search).get('kind') === 'nft' ? 'nft' : 'purchase';
}

/** The reports screen opened on a tab (wallet cards, confirmation screens). */
export function reportsHref(type?: ReportTabType) {
  return type ? withQuery(ROUTES.reports, 'type', type) : ROUTES.reports;
}

export function reportDetailsHref(id: number) {
  return withQuery(ROUTES.reportDetails, 'id', id);
}

/**
 * The screens for visitors: no top bar or tab bar (spec §2: hidden on login and register), no guard.
 * They are the pages of the app/(public) route group (a unit test keeps the two the same).
 */
export const PUBLIC_ROUTES: readonly string[] = [ROUTES.login, ROUTES.register, ROUTES.forgotPassword, ROUTES.offline];

/**
 * Routes that fill the screen below the top bar, without the tab bar: the mall frame is the window
 * height minus 75 px (spec §9), which leaves no room for it.
 */
const FULL_HEIGHT_ROUTES: readonly string[] = [ROUTES.mall];
export const isFullHeightRoute = (pathname: string) => FULL_HEIGHT_ROUTES.includes(normalizePath(pathname));

export function normalizePath(pathname: string) {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.slice(0, -1);
  return pathname;
}

/** Values read from the address are validated before they are stored (never trust the URL). */
export const ROOM_ID_PATTERN = /^\d{1,12}$/;
export const INVITE_PATTERN = /^[A-Za-z0-9]{1,32}$/;

export function readEntryParams(search: string) {
  const params = new URLSearchParams(search);
  const roomId = params.get('roomId');
  const invite = params.get('invite');
  const navPage = params.get('navpage') ?? params.get('navPage');
  return {
    roomId: roomId && ROOM_ID_PATTERN.test(roomId) ? roomId : null,
    invite: invite && INVITE_PATTERN.test(invite) ? invite : null,
    navPage: navPage === '1' || navPage === 'true',
  };
}

/** A room's share link: the room plus the sharer's invite code (works logged out through register). */
export function roomInviteLink(origin: string, href: string, invite: string | null | undefined) {
  return invite && INVITE_PATTERN.test(invite) ? `${origin}${href}&invite=${encodeURIComponent(invite)}` : `${origin}${href}`;
}

/** Builds the shareable invite link to the group-purchase room list with the user's invite code. */
export function inviteLink(origin: string, invite: string) {
  return `${origin}${withQuery(ROUTES.groupPurchaseRoom, 'invite', invite)}`;
}
