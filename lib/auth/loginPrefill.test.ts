import { describe, expect, it } from 'vitest';
import { prefillLoginEmail, takeLoginEmail } from './loginPrefill';

describe('login e-mail prefill', () => {
  it('hands the e-mail over once, trimmed', () => {
    prefillLoginEmail('  new@example.com ');
    expect(takeLoginEmail()).toBe('new@example.com');
    expect(takeLoginEmail()).toBe('');
  });
});
