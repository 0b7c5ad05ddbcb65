/**
 * The message namespaces (top-level keys of messages/<locale>.json) of the shell: top bar, tab bar,
 * side menu, language sheet, wallet button, toasts, PWA prompt, the inbox's bell and alerts, and the PIN dialog of PinHost, which
 * renders outside the route's messages. Every screen has them; a route adds its own in its manifest
 * (platform/shell/route.ts), so a route downloads only those, for the active language only.
 */
export const SHELL_NAMESPACES = ['common', 'nav', 'menu', 'language', 'pwa', 'wallet', 'pin', 'notifications'] as const;

/** A route's own namespaces, without the shell's (the root layout provides those). */
export function routeNamespaces(namespaces: readonly string[]): string[] {
  const shell: readonly string[] = SHELL_NAMESPACES;
  return [...new Set(namespaces)].filter((ns) => !shell.includes(ns));
}
