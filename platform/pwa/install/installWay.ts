/** How a browser installs the app: its own prompt (`beforeinstallprompt`), or "Add to Home Screen" by hand on iPhone and iPad Safari. */
export type InstallWay = 'prompt' | 'ios';

/** How this browser installs the app, or null (already installed, or no way). Pure. */
export function installWay(input: { userAgent: string; standalone: boolean; hasPrompt: boolean; maxTouchPoints: number }): InstallWay | null {
  if (input.standalone) return null;
  if (input.hasPrompt) return 'prompt';
  const ua = input.userAgent;
  // iPadOS Safari says "Macintosh"; a touch screen tells it apart. Other iOS browsers name themselves.
  const apple = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && input.maxTouchPoints > 1);
  const safari = /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua);
  return apple && safari ? 'ios' : null;
}
