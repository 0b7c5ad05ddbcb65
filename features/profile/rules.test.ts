import { describe, expect, it } from 'vitest';
import { firstErrors } from '../../platform/forms/testkit';
import { md5Lower } from '@/shared/md5';
import {
  accountPasswordPayload,
  accountPasswordSchema,
  editProfileSchema,
  forgotPinSchema,
  pinDialogError,
  pinTooLong,
  sanitizePin,
  securityPasswordPayload,
  securityPasswordSchema,
} from './rules';

describe('edit profile nickname (spec §5, max 36 on edit)', () => {
  it.each([
    ['', 'Enter nickname'],
    ['   ', 'Enter nickname'],
    ['12345678', 'Nickname must be a number+letter combination or pure letters'],
    ['nick_name1', 'Nickname must be a number+letter combination or pure letters'],
    ['abc12', 'Nickname minimum length is 6'],
    ['a'.repeat(37), 'Nickname maximum length is 36'],
  ])('%j -> %s', (nickname, message) => expect(firstErrors(editProfileSchema.safeParse({ nickname }))).toEqual({ nickname: message }));

  it.each(['abcdef', 'Player01', 'A'.repeat(36), '  Player01  '])('%j is accepted', (nickname) => expect(editProfileSchema.safeParse({ nickname }).success).toBe(true));

  it('37 characters pass on register (42) but not on edit (36): one validator, two limits', () => expect(editProfileSchema.safeParse({ nickname: 'b'.repeat(37) }).success).toBe(false));
});

describe('change account password (spec §5)', () => {
  it('requires old, new and confirm', () =>
    expect(firstErrors(accountPasswordSchema.safeParse({ oldPassword: '', password: '', confirmPassword: '' }))).toEqual({
      oldPassword: 'Enter old password',
      password: 'Enter new password',
      confirmPassword: 'Enter confirm password',
    }));
  it('new must equal confirm', () =>
    expect(firstErrors(accountPasswordSchema.safeParse({ oldPassword: 'a', password: 'new-one-1', confirmPassword: 'new-two-2' }))).toEqual({
      confirmPassword: 'The two passwords are different',
    }));
  it('a new password needs 8 characters with a letter and a digit', () =>
    expect(firstErrors(accountPasswordSchema.safeParse({ oldPassword: 'a', password: 'short1', confirmPassword: 'short1' }))).toEqual({
      password: 'At least 8 characters, with a letter and a digit',
    }));
  it('sends every value as lower-case MD5 hex', () => {
    const values = { oldPassword: 'Old-Pass1', password: 'New-Pass1', confirmPassword: 'New-Pass1' };
    expect(accountPasswordSchema.safeParse(values).success).toBe(true);
    expect(accountPasswordPayload(values)).toEqual({
      old_password: md5Lower('Old-Pass1'),
      password: md5Lower('New-Pass1'),
      confirm_password: md5Lower('New-Pass1'),
    });
    expect(accountPasswordPayload(values).password).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('change security password (spec §5)', () => {
  const valid = { oldPin: '123456', pin: '654321', confirmPin: '654321' };

  it('requires old, new and confirm', () =>
    expect(firstErrors(securityPasswordSchema.safeParse({ oldPin: '', pin: '', confirmPin: '' }))).toEqual({
      oldPin: 'Enter old security password',
      pin: 'Enter new security password',
      confirmPin: 'Enter confirm security password',
    }));
  it('new must equal confirm', () =>
    expect(firstErrors(securityPasswordSchema.safeParse({ ...valid, confirmPin: '111111' }))).toEqual({
      confirmPin: 'The two security passwords do not match',
    }));
  it('a shorter or non-digit PIN asks for 6 digits', () =>
    expect(firstErrors(securityPasswordSchema.safeParse({ oldPin: '12345', pin: '12a456', confirmPin: '12a456' }))).toEqual({
      oldPin: 'Please enter a 6-digit security password',
      pin: 'Please enter a 6-digit security password',
      confirmPin: 'Please enter a 6-digit security password',
    }));

  it.each([
    { oldPin: '1234567', pin: '654321', confirmPin: '654321' },
    { oldPin: '123456', pin: '6543210', confirmPin: '6543210' },
    { oldPin: '123456', pin: '654321', confirmPin: '65432100' },
    // Even when new and confirm differ, an over-long value stops first and says nothing.
    { oldPin: '123456', pin: '6543219', confirmPin: '111111' },
  ])('longer than 6 (%j): no message and no request', (values) => {
    expect(securityPasswordSchema.safeParse(values).success).toBe(true);
    expect(pinTooLong(values)).toBe(true);
    expect(securityPasswordPayload(values)).toBeNull();
  });

  it('a valid form sends lower-case MD5 hex of each PIN', () => {
    expect(securityPasswordSchema.safeParse(valid).success).toBe(true);
    expect(pinTooLong(valid)).toBe(false);
    expect(securityPasswordPayload(valid)).toEqual({
      old_password: md5Lower('123456'),
      password: md5Lower('654321'),
      confirm_password: md5Lower('654321'),
    });
  });
});

describe('PIN dialog rule', () => {
  it.each(['', '1', '12345', 'abcdef'])('%j asks for 6 digits', (pin) => expect(pinDialogError(pin)).toBe('pin.sixDigits'));
  it('six digits pass', () => expect(pinDialogError('000123')).toBeNull());
  it('typed or pasted text keeps digits only, at most 6', () => {
    expect(sanitizePin('12 34-56')).toBe('123456');
    expect(sanitizePin('1234567890')).toBe('123456');
    expect(sanitizePin('a1b2')).toBe('12');
  });
});

describe('forgot security password validation', () => {
  it('accepts a code and two equal 6-digit PINs', () => expect(forgotPinSchema.safeParse({ code: '123456', pin: '246810', confirmPin: '246810' }).success).toBe(true));
  it('requires every field with its own message', () =>
    expect(firstErrors(forgotPinSchema.safeParse({ code: '', pin: '', confirmPin: '' }))).toEqual({
      code: 'Enter e-mail verification code',
      pin: 'Enter new security password',
      confirmPin: 'Enter confirm security password',
    }));
  it('needs 6 digits and a matching confirmation', () =>
    expect(firstErrors(forgotPinSchema.safeParse({ code: '1', pin: '12345a', confirmPin: '123456' }))).toEqual({
      pin: 'Please enter a 6-digit security password',
      confirmPin: 'The two security passwords do not match',
    }));
});
