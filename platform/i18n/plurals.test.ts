import { readFileSync } from 'node:fs';
import path from 'node:path';
import compile from 'icu-minify/compile';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import formatMessage from 'use-intl/format-message/format-only';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './locales';

/**
 * Every message that shows a count of things is an ICU plural, in all six languages,
 * and formats through what the browser runs: the build's precompiler (icu-minify, scripts/lib/messages.mjs)
 * and use-intl's format-only runtime (next.config.mjs aliases use-intl/format-message to it).
 */
const COUNT_MESSAGES = {
  'common.membersCount': 'count',
  'games.extended': 'count',
  'tickets.balances': 'tickets',
  'tickets.packageTickets': 'count',
  'tickets.bought': 'count',
  'tickets.available': 'count',
  'tickets.sendPinDescription': 'count',
} as const;
type CountKey = keyof typeof COUNT_MESSAGES;

const VALUES = { seconds: 20, usdt: '20.00', email: 'friend@example.com' };
const PLURAL = 2; // icu-minify's node type of a cardinal plural

const source = (locale: Locale, key: string) => {
  const messages = JSON.parse(readFileSync(path.resolve(__dirname, `../../messages/${locale}.json`), 'utf8'));
  return key.split('.').reduce((node, part) => node[part], messages) as unknown as string;
};

const formatters = _createIntlFormatters(_createCache());
function render(locale: Locale, key: CountKey, count: number) {
  const values = { ...VALUES, [COUNT_MESSAGES[key]]: count };
  return formatMessage(key, compile(source(locale, key)), values, { locale, formatters, timeZone: 'UTC' } as never);
}

/** The plural nodes of a compiled message, nested ones included: [argument name, branches]. */
function plurals(node: unknown, found: [string, Record<string, unknown>][] = []) {
  if (Array.isArray(node)) {
    if (typeof node[0] === 'string' && node[1] === PLURAL) found.push([node[0], node[2] as Record<string, unknown>]);
    node.forEach((child) => plurals(child, found));
  } else if (node && typeof node === 'object') {
    Object.values(node).forEach((branch) => plurals(branch, found));
  }
  return found;
}

describe('count messages are ICU plurals', () => {
  it.each(LOCALES)('%s: each counts through a plural with an "other" form', (locale) => {
    for (const [key, argument] of Object.entries(COUNT_MESSAGES)) {
      const found = plurals(compile(source(locale, key)));
      expect(
        found.map(([name]) => name),
        `${locale} ${key}`,
      ).toEqual([argument]);
      expect(found[0][1], `${locale} ${key}`).toHaveProperty('other');
    }
  });

  it('en-US says 1 Ticket and 5 Tickets', () => {
    expect(render('en-US', 'tickets.packageTickets', 1)).toBe('1 Ticket');
    expect(render('en-US', 'tickets.packageTickets', 5)).toBe('5 Tickets');
    expect(render('en-US', 'tickets.sendPinDescription', 1)).toBe('Send 1 Ticket to friend@example.com');
    expect(render('en-US', 'tickets.sendPinDescription', 5)).toBe('Send 5 Tickets to friend@example.com');
    expect(render('en-US', 'tickets.balances', 1)).toBe('You have 20.00 USDT and 1 Ticket');
    expect(render('en-US', 'tickets.bought', 1)).toBe('1 Ticket bought');
    expect(render('en-US', 'tickets.available', 0)).toBe('You have 0 Tickets');
    expect(render('en-US', 'common.membersCount', 1)).toBe('1 member');
    expect(render('en-US', 'common.membersCount', 5)).toBe('5 members');
    expect(render('en-US', 'games.extended', 1)).toBe('Extended once by a late bid (+20 s)');
    expect(render('en-US', 'games.extended', 3)).toBe('Extended 3× by late bids (+20 s each)');
  });

  it('languages without a plural form keep one form and the number', () => {
    expect([1, 5].map((n) => render('vi-VN', 'tickets.sendPinDescription', n))).toEqual(['Gửi 1 Vé cho friend@example.com', 'Gửi 5 Vé cho friend@example.com']);
    expect([1, 5].map((n) => render('zh-CN', 'tickets.packageTickets', n))).toEqual(['1 张门票', '5 张门票']);
    expect([1, 5].map((n) => render('ko-KR', 'tickets.packageTickets', n))).toEqual(['티켓 1장', '티켓 5장']);
    expect([1, 5].map((n) => render('id', 'tickets.bought', n))).toEqual(['1 Tiket dibeli', '5 Tiket dibeli']);
    // Filipino's CLDR categories (one: 1, 2, 3, 5...; other: 4, 6, 9...) are about the linker of spelled-out
    // numbers; after digits the noun stays the same and takes no "mga".
    expect([1, 4, 5].map((n) => render('fil', 'tickets.sendPinDescription', n))).toEqual([
      'Ipadala ang 1 Ticket kay friend@example.com',
      'Ipadala ang 4 Ticket kay friend@example.com',
      'Ipadala ang 5 Ticket kay friend@example.com',
    ]);
  });

  it.each(LOCALES)('%s: formats every count message with grouped digits, for 0, 1, 2, 4 and 1000', (locale) => {
    const thousand = new Intl.NumberFormat(locale).format(1000);
    for (const key of Object.keys(COUNT_MESSAGES) as CountKey[]) {
      for (const n of [0, 1, 2, 4]) expect(render(locale, key, n), `${locale} ${key} ${n}`).toMatch(/\S/);
      expect(render(locale, key, 1000), `${locale} ${key}`).toContain(thousand);
    }
  });
});
