import { describe, expect, it } from 'vitest';
import { firstErrors } from '../../platform/forms/testkit';
import { forgotPasswordSchema, loginSchema, registerSchema, sendCodeSchema } from './rules';

const validRegister = {
  email: 'new.user@example.com',
  code: '123456',
  nickname: 'Player01',
  password: 'secret-pass-7',
  confirmPassword: 'secret-pass-7',
  invite: 'KINBO1',
  payPassword: '123456',
};

describe('login validation (spec §5)', () => {
  it('requires e-mail and password', () =>
    expect(firstErrors(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Enter e-mail',
      password: 'Enter password',
    }));
  it('checks the e-mail pattern', () =>
    expect(firstErrors(loginSchema.safeParse({ email: 'not-an-email', password: 'x' }))).toEqual({
      email: 'Please enter the correct e-mail',
    }));
  it('accepts a valid pair', () => expect(loginSchema.safeParse({ email: 'a.b@c.io', password: 'x' }).success).toBe(true));
});

describe('register validation (spec §5)', () => {
  it('accepts a valid form', () => expect(registerSchema.safeParse(validRegister).success).toBe(true));
  it('requires every field with its own message', () =>
    expect(firstErrors(registerSchema.safeParse({ email: '', code: '', nickname: '', password: '', confirmPassword: '', invite: '', payPassword: '' }))).toEqual({
      email: 'Enter e-mail',
      code: 'Enter e-mail verification code',
      nickname: 'Enter nickname',
      password: 'Enter password',
      confirmPassword: 'Enter confirm password',
      invite: 'Enter invite code',
      payPassword: 'Enter security password',
    }));
  it.each(['a', 'abc12', 'abcdefgh', '12345678', 'secret-pass'])('refuses the weak password %s with the rule', (password) =>
    expect(firstErrors(registerSchema.safeParse({ ...validRegister, password, confirmPassword: password }))).toEqual({
      password: 'At least 8 characters, with a letter and a digit',
    }),
  );
  it.each(['abcdefg1', 'Demo123456', 'Pw-9a8b7c6d!'])('accepts %s', (password) =>
    expect(registerSchema.safeParse({ ...validRegister, password, confirmPassword: password }).success).toBe(true),
  );

  it('passwords must match', () =>
    expect(firstErrors(registerSchema.safeParse({ ...validRegister, confirmPassword: 'other' }))).toEqual({
      confirmPassword: 'The two passwords are different',
    }));
  it.each([
    ['12345678', 'Nickname must be a number+letter combination or pure letters'],
    ['abc_def1', 'Nickname must be a number+letter combination or pure letters'],
    ['abc12', 'Nickname minimum length is 6'],
    ['a'.repeat(43), 'Nickname maximum length is 42'],
  ])('nickname %s -> %s', (nickname, message) => expect(firstErrors(registerSchema.safeParse({ ...validRegister, nickname }))).toEqual({ nickname: message }));
  it.each(['abcdef', 'abc123', 'A'.repeat(42)])('nickname %s is accepted', (nickname) => expect(registerSchema.safeParse({ ...validRegister, nickname }).success).toBe(true));
  it.each(['12345', '1234567', '12a456'])('security password %s needs 6 digits', (payPassword) =>
    expect(firstErrors(registerSchema.safeParse({ ...validRegister, payPassword }))).toEqual({
      payPassword: 'Please enter a 6-digit security password',
    }),
  );
  it('requesting a code needs only a non-empty e-mail', () => {
    expect(sendCodeSchema.safeParse('  ').success).toBe(false);
    expect(sendCodeSchema.safeParse('whatever').success).toBe(true);
  });
});

describe('forgot password validation', () => {
  const valid = { email: 'a.b@c.io', code: '123456', password: 'newpass12', confirmPassword: 'newpass12' };
  it('accepts a valid form', () => expect(forgotPasswordSchema.safeParse(valid).success).toBe(true));
  it('requires every field with its own message', () =>
    expect(firstErrors(forgotPasswordSchema.safeParse({ email: '', code: ' ', password: '', confirmPassword: '' }))).toEqual({
      email: 'Enter e-mail',
      code: 'Enter e-mail verification code',
      password: 'Enter password',
      confirmPassword: 'Enter confirm password',
    }));
  it('applies the password rule and the match check', () =>
    expect(firstErrors(forgotPasswordSchema.safeParse({ ...valid, password: 'lettersonly', confirmPassword: 'other' }))).toEqual({
      password: 'At least 8 characters, with a letter and a digit',
      confirmPassword: 'The two passwords are different',
    }));
});
