const sheets = new Map<string, Promise<void>>();

/**
 * Adds `<link rel="stylesheet" href>` to the document head once and resolves when it has loaded, so
 * code that draws with it can wait and never shows unstyled. A failed load removes the link and is
 * forgotten: the next call fetches again (the lazy loaders' rule for offline moments).
 * Used for RainbowKit's stylesheet, a plain file (scripts/lib/vendor-css.mjs) the wallet code adds
 * when it loads.
 */
export function loadStylesheet(href: string): Promise<void> {
  let sheet = sheets.get(href);
  if (!sheet) {
    sheet = new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = () => resolve();
      link.onerror = () => {
        link.remove();
        sheets.delete(href);
        reject(new Error(`Stylesheet failed to load: ${href}`));
      };
      document.head.appendChild(link);
    });
    sheets.set(href, sheet);
  }
  return sheet;
}
