// Finds a Chromium for Playwright and Lighthouse: Playwright's own download when present,
// else CHROME_PATH, else a system Chromium. Returns null when none is installed.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function playwrightOwnChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const p = chromium.executablePath();
    return p && existsSync(p) ? p : null;
  } catch {
    return null;
  }
}

export function chromiumExecutable() {
  const own = playwrightOwnChromium();
  if (own) return own;
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  return SYSTEM_PATHS.find((p) => existsSync(p)) ?? null;
}
