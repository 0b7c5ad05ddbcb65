/** Every route of spec §2 in one place. */
export const ROUTES = {
  home: '/',
  homeAlias: '/home',
  login: '/login',
  register: '/register',
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
  offline: '/offline',
} as const;

export const PUBLIC_ROUTES: readonly string[] = [ROUTES.login, ROUTES.register, ROUTES.offline];

/** Routes where the top bar is hidden (spec §2: hidden on login and register). */
export const isAuthRoute = (pathname: string) => PUBLIC_ROUTES.includes(normalizePath(pathname));

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

/** Builds the shareable invite link to the group-purchase room list with the user's invite code. */
export function inviteLink(origin: string, invite: string) {
  return `${origin}${ROUTES.groupPurchaseRoom}?invite=${encodeURIComponent(invite)}`;
}
