/**
 * Starts downloading an image the screen is about to show, at high priority, so the <img> rendered
 * after hydration finds it in the browser's cache. Only http(s) and same-origin paths: a data: URL
 * has nothing to download.
 */
export function preloadImage(src: string | null | undefined) {
  if (!src || typeof window === 'undefined' || !/^(https?:\/\/|\/)/.test(src)) return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.decoding = 'async';
  image.src = src;
}
