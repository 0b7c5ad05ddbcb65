// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/platform/testing/providers';
import { recordServerTime, resetServerClock } from '@/platform/time/serverClock';
import { QuoteCountdown, quoteDeadline } from './QuoteCountdown';

/** The purchase quote's countdown from the order's `expires_at`, in server time, and nothing without one. */
const PHONE = 1_800_000_000_000;
const countdown = () => screen.queryByTestId('purchase-quote-countdown');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(PHONE);
  resetServerClock();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  resetServerClock();
});

describe('QuoteCountdown', () => {
  it('counts the 15 minutes down in server time, then says a payment is credited at the price of its moment', () => {
    recordServerTime(PHONE + 120_000, PHONE); // the phone is 2 minutes behind the server
    renderWithProviders(<QuoteCountdown expiresAt={new Date(PHONE + 120_000 + 15 * 60_000).toISOString()} />);
    expect(countdown()?.textContent).toBe('This price holds for 15:00.');
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(countdown()?.textContent).toBe('This price holds for 13:59.');
    act(() => {
      vi.advanceTimersByTime(14 * 60_000);
    });
    expect(countdown()?.textContent).toBe('This price has expired: a payment arriving now is credited at the KinBo price of that moment.');
  });

  it('shows nothing when the API sent no expires_at, or one that is not a date', () => {
    renderWithProviders(
      <>
        <QuoteCountdown expiresAt={undefined} />
        <QuoteCountdown expiresAt="soon" />
        <QuoteCountdown expiresAt={null} />
      </>,
    );
    expect(countdown()).toBeNull();
    expect(quoteDeadline('2026-11-29T10:00:00.000Z')).toBe(Date.parse('2026-11-29T10:00:00.000Z'));
    expect(quoteDeadline(42)).toBeNull();
  });
});
