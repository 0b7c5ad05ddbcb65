/**
 * Which message namespaces (top-level keys of messages/<locale>.json) each route needs, so a route
 * downloads only those, for the active language only (issue 13).
 *
 * The shell (top bar, tab bar, side menu, language sheet, wallet button, toasts, PWA prompt, the PIN
 * dialog of PinHost, which renders outside the route's messages) is on
 * every screen; a route adds its own. A route missing from the map gets every namespace: a new
 * screen always works, and adding it here only makes it lighter.
 */
export const SHELL_NAMESPACES = ['common', 'nav', 'menu', 'language', 'pwa', 'wallet', 'pin'] as const;

export const ROUTE_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  '/': ['home', 'balance'],
  '/home': ['home', 'balance'],
  '/login': ['auth', 'validation'],
  '/register': ['auth', 'validation'],
  '/forgot-password': ['auth', 'validation'],
  '/offline': [],
  '/reports': ['reports'],
  '/reports/details': ['reports'],
  '/reports/releaseDetails': ['reports', 'assets'],
  '/profile': ['profile', 'balance'],
  '/profile/edit': ['profile', 'auth', 'validation'],
  '/profile/security': ['security', 'validation', 'pin', 'auth'],
  '/settings': ['settings'],
  '/mall': ['mall', 'screens'],
  '/grouppurchasegames': ['games', 'screens'],
  '/grouppurchasegames/room': ['games', 'screens', 'pin', 'refusal'],
  '/competitivegames': ['games', 'screens'],
  '/competitivegames/room': ['games', 'screens', 'pin', 'refusal'],
  '/wallet': ['assets'],
  '/wallet/buy_nft_list': ['vouchers', 'validation'],
  '/wallet/deposit': ['deposit'],
  '/wallet/depositconfirmed': ['assets'],
  '/wallet/my_nft_list': ['vouchers'],
  '/wallet/purchase': ['deposit'],
  '/wallet/purchase_confirmed': ['assets'],
  '/wallet/purchase_nft': ['vouchers', 'refusal'],
  '/wallet/purchase_ticket': ['tickets', 'refusal'],
  '/wallet/ticketsent': ['assets'],
  '/wallet/transfer': ['tickets', 'refusal'],
  '/wallet/withdrawal': ['withdraw'],
  '/wallet/withdrawalconfirmed': ['assets'],
};

/** A route's own namespaces (the shell's come from the layout); `all`: every namespace there is. */
export function routeNamespaces(route: string, all: readonly string[]): string[] {
  const shell: readonly string[] = SHELL_NAMESPACES;
  return (ROUTE_NAMESPACES[route] ?? all).filter((ns) => !shell.includes(ns));
}
