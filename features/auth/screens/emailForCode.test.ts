import { describe, expect, it, vi } from 'vitest';
import { forgotPasswordSchema, sendCodeSchema } from '../rules';
import { emailForCode } from './emailForCode';

const formWith = (email: string) => ({ getValues: vi.fn(() => email), setError: vi.fn(), clearErrors: vi.fn() });

describe('emailForCode: the e-mail a code goes to', () => {
  it('forgot password: a malformed address gets its message under the field and no code', () => {
    const form = formWith('not-an-email');
    expect(emailForCode(form, forgotPasswordSchema.shape.email)).toBeNull();
    expect(form.setError).toHaveBeenCalledWith('email', { message: 'validation.emailInvalid' });
    expect(form.clearErrors).not.toHaveBeenCalled();
  });

  it('register: only emptiness is refused before a code is sent (spec §5)', () => {
    const empty = formWith('   ');
    expect(emailForCode(empty, sendCodeSchema)).toBeNull();
    expect(empty.setError).toHaveBeenCalledWith('email', { message: 'validation.emailRequired' });
    const typed = formWith(' someone ');
    expect(emailForCode(typed, sendCodeSchema)).toBe('someone');
  });

  it('an accepted address is trimmed and clears the earlier message', () => {
    const form = formWith('  user@example.com ');
    expect(emailForCode(form, forgotPasswordSchema.shape.email)).toBe('user@example.com');
    expect(form.clearErrors).toHaveBeenCalledWith('email');
  });
});
