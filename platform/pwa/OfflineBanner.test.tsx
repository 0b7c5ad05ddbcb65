// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en-US.json';
import { toast, useToasts } from '@/ui/toast';
import { OfflineBanner } from './OfflineBanner';

afterEach(() => {
  vi.restoreAllMocks();
  useToasts.setState({ items: [] });
});

describe('OfflineBanner', () => {
  it('shows while offline and clears the error toasts it explains, keeping the others', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(
      <NextIntlClientProvider locale="en-US" messages={en}>
        <OfflineBanner belowTopBar />
      </NextIntlClientProvider>,
    );
    act(() => {
      toast.error('Network error. Please check your connection and try again.');
      toast.success('Saved');
    });
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    expect(useToasts.getState().items).toHaveLength(2);

    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByTestId('offline-banner').textContent).toBe(en.common.offline);
    expect(useToasts.getState().items.map((item) => item.text)).toEqual(['Saved']);
  });
});
