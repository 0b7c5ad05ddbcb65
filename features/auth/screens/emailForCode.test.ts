import { describe, expect, it, vi } from 'vitest';
import { forgotPasswordSchema, sendCodeSchema } from '../rules';
import { emailForCode } from './emailForCode';

const forgotPasswordRule = async () => forgotPasswordSchema.shape.email;
const sendCodeRule = async () => sendCodeSchema;
const formWith = (email: string) => ({ getValues: vi.fn(() => email), setError: vi.fn(), clearErrors: vi.fn() });

describe('emailForCode: the e-mail a code goes to', () => {
  it('forgot password: a malformed address gets its message under the field and no code', async () => {
    const form = formWith('not-an-email');
    expect(await emailForCode(form, forgotPasswordRule)).toBeNull();
    expect(form.setError).toHaveBeenCalledWith('email', { message: 'validation.emailInvalid' });
    expect(form.clearErrors).not.toHaveBeenCalled();
  });

  it('register: only emptiness is refused before a code is sent (spec §5)', async () => {
    const empty = formWith('   ');
    expect(await emailForCode(empty, sendCodeRule)).toBeNull();
    expect(empty.setError).toHaveBeenCalledWith('email', { message: 'validation.emailRequired' });
    const typed = formWith(' someone ');
    expect(await emailForCode(typed, sendCodeRule)).toBe('someone');
  });

  it('an accepted address is trimmed and clears the earlier message', async () => {
    const form = formWith('  user@example.com ');
    expect(await emailForCode(form, forgotPasswordRule)).toBe('user@example.com');
    expect(form.clearErrors).toHaveBeenCalledWith('email');
  });
});
