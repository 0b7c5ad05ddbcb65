// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeApi } from '@/platform/notifications/api';
import { renderWithProviders } from '@/platform/testing/providers';
import { endTestSession, startTestSession } from '@/platform/testing/session';
import { NOTICE_KINDS, type NoticeKind } from '@/shared/contract/notifications';
import { useToasts } from '@/ui/toast';
import { NoticePrefsSection } from './NoticePrefsSection';

beforeEach(startTestSession);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  endTestSession();
});

describe('NoticePrefsSection', () => {
  it('a switch saves the muted list with that kind added', async () => {
    vi.spyOn(noticeApi, 'prefs').mockResolvedValue({ muted: ['deposit'] });
    const save = vi.spyOn(noticeApi, 'setPrefs').mockImplementation(async (muted: NoticeKind[]) => ({ muted }));
    renderWithProviders(<NoticePrefsSection />);
    fireEvent.click(await screen.findByTestId('notice-outbid'));
    await waitFor(() => expect(save).toHaveBeenCalledWith(['deposit', 'outbid']));
    expect(screen.getByTestId('notice-outbid').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('notice-bid_won').getAttribute('aria-checked')).toBe('true');
  });

  it('"None" mutes every kind', async () => {
    vi.spyOn(noticeApi, 'prefs').mockResolvedValue({ muted: [] });
    const save = vi.spyOn(noticeApi, 'setPrefs').mockImplementation(async (muted: NoticeKind[]) => ({ muted }));
    renderWithProviders(<NoticePrefsSection />);
    fireEvent.click(await screen.findByTestId('notice-none'));
    await waitFor(() => expect(save).toHaveBeenCalledWith([...NOTICE_KINDS]));
    await waitFor(() => expect(screen.getByTestId('notice-none').getAttribute('aria-checked')).toBe('true'));
    for (const kind of NOTICE_KINDS) expect(screen.getByTestId(`notice-${kind}`).getAttribute('aria-checked')).toBe('false');
  });

  it('a refused save rolls the switch back and says so', async () => {
    vi.spyOn(noticeApi, 'prefs').mockResolvedValue({ muted: [] });
    vi.spyOn(noticeApi, 'setPrefs').mockRejectedValue(new Error('down'));
    renderWithProviders(<NoticePrefsSection />);
    fireEvent.click(await screen.findByTestId('notice-deposit'));
    await waitFor(() => expect(useToasts.getState().items.some((t) => t.kind === 'error')).toBe(true));
    expect(screen.getByTestId('notice-deposit').getAttribute('aria-checked')).toBe('true');
  });

  it('an API without the prefs endpoints hides the section', async () => {
    const prefs = vi.spyOn(noticeApi, 'prefs').mockRejectedValue(new Error('404'));
    renderWithProviders(<NoticePrefsSection />);
    await waitFor(() => expect(prefs).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('settings-notices')).toBeNull();
  });
});
