// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { captureInstallPrompt, noteSuccessfulAction, settleInstallOffer, useInstallOffer } from './installOffer';
import { installWay } from './installWay';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('installWay', () => {
  const base = { standalone: false, hasPrompt: false, maxTouchPoints: 5 };
  it('uses the browser prompt where there is one', () => expect(installWay({ ...base, userAgent: ANDROID_CHROME, hasPrompt: true })).toBe('prompt'));
  it('shows the steps on iPhone and iPad Safari only', () => {
    expect(installWay({ ...base, userAgent: IPHONE_SAFARI })).toBe('ios');
    expect(installWay({ ...base, userAgent: IPAD_SAFARI })).toBe('ios');
    expect(installWay({ ...base, userAgent: IPAD_SAFARI, maxTouchPoints: 0 })).toBeNull(); // a Mac
    expect(installWay({ ...base, userAgent: IPHONE_CHROME })).toBeNull();
  });
  it('offers nothing without a way, or once installed', () => {
    expect(installWay({ ...base, userAgent: ANDROID_CHROME })).toBeNull();
    expect(installWay({ ...base, userAgent: IPHONE_SAFARI, standalone: true })).toBeNull();
    expect(installWay({ ...base, userAgent: ANDROID_CHROME, hasPrompt: true, standalone: true })).toBeNull();
  });
});

describe('the offer', () => {
  beforeEach(() => {
    localStorage.clear();
    useInstallOffer.setState({ prompt: null, due: false });
  });

  it('is due after a successful action, and never again once answered on this device', () => {
    expect(useInstallOffer.getState().due).toBe(false);
    noteSuccessfulAction();
    expect(useInstallOffer.getState().due).toBe(true);
    settleInstallOffer('dismissed');
    expect(useInstallOffer.getState().due).toBe(false);
    noteSuccessfulAction();
    expect(useInstallOffer.getState().due).toBe(false);
  });

  it("keeps the browser's prompt instead of its banner, and an installed app is never offered", () => {
    const stop = captureInstallPrompt();
    const event = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(useInstallOffer.getState().prompt).toBe(event);
    window.dispatchEvent(new Event('appinstalled'));
    expect(useInstallOffer.getState().prompt).toBeNull();
    noteSuccessfulAction();
    expect(useInstallOffer.getState().due).toBe(false);
    stop();
  });
});
