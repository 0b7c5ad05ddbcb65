import { describe, expect, it } from 'vitest';
import { clearLoginEmail, prefillLoginEmail, readLoginEmail } from './loginPrefill';

describe('login e-mail prefill', () => {
  it('hands the trimmed e-mail to the next form until cleared', () => {
    expect(readLoginEmail()).toBe('');
    prefillLoginEmail('  new@example.com ');
    expect(readLoginEmail()).toBe('new@example.com');
    expect(readLoginEmail()).toBe('new@example.com');
    clearLoginEmail();
    expect(readLoginEmail()).toBe('');
  });
});
