// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the time zone of dates', () => {
  it("formats a date in the visitor's time zone, resolved at the first date, with nothing reported", async () => {
    // The browser says where the visitor is (this machine is on UTC).
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    const resolve = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolvedOptions.call(this), timeZone: 'Asia/Manila' };
    });
    vi.resetModules();
    const { PROVIDER_TIME_ZONE, useFormatDateTime } = await import('./timeZone');
    expect(PROVIDER_TIME_ZONE).toBeUndefined();
    expect(resolve).not.toHaveBeenCalled();
    function Time() {
      const formatDateTime = useFormatDateTime();
      return <p>{formatDateTime(new Date(Date.UTC(2026, 0, 1, 0, 5, 0)), { hour: '2-digit', minute: '2-digit', hour12: false })}</p>;
    }
    const onError = vi.fn();
    render(
      <NextIntlClientProvider locale="en-US" messages={{}} timeZone={PROVIDER_TIME_ZONE} onError={onError}>
        <Time />
      </NextIntlClientProvider>,
    );
    // Manila is UTC+8 all year.
    expect(screen.getByText('08:05')).toBeTruthy();
    expect(onError).not.toHaveBeenCalled();
    expect(resolve).toHaveBeenCalledTimes(1);
  });
});
