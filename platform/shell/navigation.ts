/**
 * "Back to the previous screen" only when that screen is ours. After opening a deep link, history.back()
 * would leave the app (or land on about:blank); the Navigation API knows whether the previous entry
 * is same-origin, and browsers without it fall back to the history length.
 */
export function canGoBackInApp() {
  const navigation = (window as Window & { navigation?: { canGoBack?: boolean } }).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  return window.history.length > 1;
}
