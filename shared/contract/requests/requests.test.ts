import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { editProfileSchema } from '@/features/profile/rules';
import { registerSchema } from '@/features/auth/rules';
import { messageCatalogue } from '@/server/platform/messages';
import { orderCreateRequest, withdrawRequest } from './wallet';
import { registerRequest, updateProfileRequest } from './user';
import type { InputIssueKey } from './issues';

/** The first issue's message key (server: catalogue key without params; form: next-intl key). */
const firstKey = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message.split('?')[0] ?? null;

describe('one rule for the form and the server', () => {
  const nicknames = ['', '   ', 'abc', '123456', 'abcdef', 'abc123', 'abc 123', 'abc_123', 'ÄBCDEFG', 'a'.repeat(36), 'a'.repeat(37), 'a'.repeat(42), 'a'.repeat(43)];

  it.each(nicknames)('register nickname %j: the form accepts what the server accepts', (nickname) => {
    const server = z.safeParse(registerRequest.shape.nickname, nickname);
    const form = z.safeParse(registerSchema.shape.nickname, nickname);
    expect(form.success).toBe(server.success);
  });

  it.each(nicknames)('edit nickname %j: the form accepts what the server accepts', (nickname) => {
    const server = z.safeParse(updateProfileRequest, { nickname });
    const form = z.safeParse(editProfileSchema, { nickname });
    expect(form.success).toBe(server.success);
  });

  it.each(['', 'a@b', 'someone@example.com', ' someone@example.com ', `${'a'.repeat(250)}@example.com`, 'a b@example.com'])(
    'e-mail %j: the form accepts what the server accepts',
    (email) => {
      const server = z.safeParse(registerRequest.shape.email, email);
      const form = z.safeParse(registerSchema.shape.email, email);
      expect(form.success).toBe(server.success);
    },
  );

  it("reports the rules in each side's words, in the same order", () => {
    expect(firstKey(z.safeParse(registerRequest.shape.nickname, '12345'))).toBe('nickname_charset');
    expect(firstKey(z.safeParse(registerSchema.shape.nickname, '12345'))).toBe('validation.nicknamePattern');
    expect(firstKey(z.safeParse(registerRequest.shape.nickname, 'abc'))).toBe('nickname_too_short');
    expect(firstKey(z.safeParse(registerSchema.shape.nickname, 'abc'))).toBe('validation.nicknameMin');
  });
});

describe('chain fields', () => {
  const body = { type: 0, number: '10', address: '0x1111111111111111111111111111111111111111', password: 'a'.repeat(32) };

  it.each([
    [1, 1],
    ['1', 1],
    [56, 1],
    [' 56 ', 1],
    [2, 2],
    [137, 2],
  ])("chain %j parses to the spec's chain code %j", (chain, code) => {
    expect(z.parse(withdrawRequest, { ...body, chain }).chain).toBe(code);
  });

  it('a purchase order defaults to BSC', () => {
    expect(z.parse(orderCreateRequest, { amount: '5' }).chain).toBe(1);
  });

  it('refuses other chains with the chain message', () => {
    expect(firstKey(z.safeParse(withdrawRequest, { ...body, chain: 3 }))).toBe('chain_invalid');
  });
});

it('every issue key of the contract is in the server catalogue', () => {
  const keys: InputIssueKey[] = ['field_invalid', 'email_required', 'nickname_too_long', 'chain_invalid', 'address_zero', 'hash_invalid'];
  for (const key of keys) expect(messageCatalogue[key]).toBeDefined();
});
