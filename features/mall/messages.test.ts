import { describe, expect, it } from 'vitest';
import { parseMallMessage } from './messages';

describe('parseMallMessage', () => {
  it('accepts the code message, with or without its text', () => {
    expect(parseMallMessage({ type: 'kinbo:code', code: 40200 })).toEqual({ type: 'kinbo:code', code: 40200 });
    expect(parseMallMessage({ type: 'kinbo:code', code: 40200, msg: 'expired' })).toEqual({ type: 'kinbo:code', code: 40200, msg: 'expired' });
  });

  it.each([
    ['a string', 'kinbo:code 40200'],
    ['null', null],
    ['an array', [{ type: 'kinbo:code', code: 40200 }]],
    ['an unknown type', { type: 'kinbo:logout', code: 40200 }],
    ['the language message (app → mall only)', { type: 'kinbo:lang', lang: 'en' }],
    ['a code as text', { type: 'kinbo:code', code: '40200' }],
    ['a fractional code', { type: 'kinbo:code', code: 40200.5 }],
    ['a missing code', { type: 'kinbo:code' }],
    ['an extra field', { type: 'kinbo:code', code: 40200, redirect: 'https://evil.test' }],
    ['a non-text msg', { type: 'kinbo:code', code: 40200, msg: { html: '<b>x</b>' } }],
    ['an over-long msg', { type: 'kinbo:code', code: 40200, msg: 'x'.repeat(501) }],
  ])('ignores %s', (_label, data) => {
    expect(parseMallMessage(data)).toBeNull();
  });
});
