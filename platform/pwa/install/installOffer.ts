import { create } from 'zustand';
import { localStore, STORAGE_KEYS } from '@/platform/session/safeStorage';

/**
 * When the app offers to be installed: once per device, after the user's first successful money action
 * (never on first paint), and only where it can be installed (installWay.ts). Loaded with the offer
 * (InstallPrompt.tsx), after the page: none of it is in a route's first load.
 */

/** The event Chromium-based browsers fire when the app can be installed (not in TypeScript's DOM lib). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallOfferState {
  prompt: InstallPromptEvent | null;
  /** A first action succeeded in this visit and the offer was never shown on this device. */
  due: boolean;
}

export const useInstallOffer = create<InstallOfferState>(() => ({ prompt: null, due: false }));

const offeredBefore = () => localStore.get(STORAGE_KEYS.installOffered) !== null;

/** Keeps the browser's install prompt for later instead of its own banner. Returns the stop. */
export function captureInstallPrompt(): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    useInstallOffer.setState({ prompt: event as InstallPromptEvent });
  };
  const onInstalled = () => {
    localStore.set(STORAGE_KEYS.installOffered, 'installed');
    useInstallOffer.setState({ prompt: null, due: false });
  };
  window.addEventListener('beforeinstallprompt', onPrompt);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onPrompt);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

/** A money action succeeded: the offer may show, if it never did on this device. */
export function noteSuccessfulAction(): void {
  if (!useInstallOffer.getState().due && !offeredBefore()) useInstallOffer.setState({ due: true });
}

/** The offer was shown and answered: it never shows again on this device. */
export function settleInstallOffer(outcome: 'installed' | 'dismissed'): void {
  localStore.set(STORAGE_KEYS.installOffered, outcome);
  useInstallOffer.setState({ due: false, prompt: outcome === 'installed' ? null : useInstallOffer.getState().prompt });
}
