// eslint-disable-next-line no-restricted-imports -- the one place that formats dates with next-intl
import { useFormatter, type DateTimeFormatOptions } from 'next-intl';
import { useCallback } from 'react';

/**
 * next-intl's global time zone: none in the browser, so that nothing resolves the visitor's at start.
 * Resolving it (`Intl.DateTimeFormat().resolvedOptions()`) was each page's first use of Intl, which
 * starts ICU's date and number formatting: 14–23 ms of main thread in Chromium at full speed, and
 * 63 ms in a CPU profile of a cold /home at 4x, spent while the shell's code was evaluated, before
 * hydration. No screen shows a date before its data has come, so the zone now waits for the first
 * date shown (`useFormatDateTime`). Measured on a cold /home at 4x CPU in real time (12 loads each,
 * interleaved): LCP median 1126 ms against 1180 ms; `npm run measure` moved within its noise.
 * The prerender shows no date; a zone there only keeps next-intl from warning at build time that
 * none is set.
 */
export const PROVIDER_TIME_ZONE = typeof window === 'undefined' ? 'UTC' : undefined;

let visitorZone: string | undefined;

/** The visitor's time zone, resolved once, when the first date is formatted. */
export function visitorTimeZone(): string {
  return (visitorZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * next-intl's `format.dateTime` in the visitor's time zone: how a screen formats a date. (next-intl's
 * own, without a zone, still shows the visitor's but reports ENVIRONMENT_FALLBACK on the console.)
 */
export function useFormatDateTime() {
  const format = useFormatter();
  return useCallback((date: Date, options: DateTimeFormatOptions) => format.dateTime(date, { ...options, timeZone: visitorTimeZone() }), [format]);
}
