// Finds a Chromium for Playwright and Lighthouse: Playwright's own download when present,
// else CHROME_PATH, else a system Chromium. Returns null when none is installed.
// CommonJS so both the ESM scripts and playwright.config.ts (loaded through a CJS transform) can use it.
const { existsSync } = require('node:fs');

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

function playwrightOwnChromium() {
  try {
    const { chromium } = require('playwright-core');
    const p = chromium.executablePath();
    return p && existsSync(p) ? p : null;
  } catch {
    return null;
  }
}

function chromiumExecutable() {
  const own = playwrightOwnChromium();
  if (own) return own;
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  return SYSTEM_PATHS.find((p) => existsSync(p)) ?? null;
}

module.exports = { playwrightOwnChromium, chromiumExecutable };
