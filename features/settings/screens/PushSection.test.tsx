// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/platform/testing/providers';
import { endTestSession, startTestSession } from '@/platform/testing/session';
import { PushSection } from './PushSection';

const push = vi.hoisted(() => ({
  pushSupported: vi.fn(() => true),
  pushKey: vi.fn(async (): Promise<string | null> => 'KEY'),
  currentSubscription: vi.fn(async (): Promise<object | null> => null),
  enablePush: vi.fn(async (): Promise<'on' | 'denied' | 'unavailable'> => 'on'),
  disablePush: vi.fn(async () => undefined),
}));
vi.mock('@/platform/push/later', () => ({ loadPush: async () => push }));

beforeEach(() => {
  startTestSession();
  vi.stubGlobal('Notification', { permission: 'default' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  endTestSession();
});

describe('PushSection', () => {
  it('turns push on for this device, then off', async () => {
    renderWithProviders(<PushSection />);
    const toggle = await screen.findByTestId('push-switch');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByTestId('push-switch').getAttribute('aria-checked')).toBe('true'));
    expect(push.enablePush).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('push-switch'));
    await waitFor(() => expect(screen.getByTestId('push-switch').getAttribute('aria-checked')).toBe('false'));
    expect(push.disablePush).toHaveBeenCalledTimes(1);
  });

  it('says so when the browser blocks notifications', async () => {
    vi.stubGlobal('Notification', { permission: 'denied' });
    renderWithProviders(<PushSection />);
    expect((await screen.findByTestId('push-switch')).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('push-hint').textContent).toMatch(/blocked/);
  });

  it('is hidden by an API without push (no key) and by a browser without the Push API', async () => {
    push.pushKey.mockResolvedValueOnce(null);
    const { unmount } = renderWithProviders(<PushSection />);
    await waitFor(() => expect(push.pushKey).toHaveBeenCalled());
    expect(screen.queryByTestId('settings-push')).toBeNull();
    unmount();
    push.pushSupported.mockReturnValueOnce(false);
    renderWithProviders(<PushSection />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('settings-push')).toBeNull();
  });
});
