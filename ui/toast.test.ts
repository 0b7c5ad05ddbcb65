import { beforeEach, describe, expect, it } from 'vitest';
import { toast, useToasts } from './toast';

beforeEach(() => useToasts.setState({ items: [] }));

describe('toasts', () => {
  it('a success replaces the error of the same action, not of another', () => {
    toast.error('The old password is incorrect', '/api/user/resetPassword');
    toast.error('Network error', '/api/main/config');
    toast.success('Password changed', '/api/user/resetPassword');
    expect(useToasts.getState().items.map((t) => t.text)).toEqual(['Network error', 'Password changed']);
  });

  it('clearErrors (navigation) drops errors and keeps successes', () => {
    toast.error('Incorrect e-mail or password', '/api/user/login');
    toast.success('Registered', '/api/user/register');
    useToasts.getState().clearErrors();
    expect(useToasts.getState().items.map((t) => t.text)).toEqual(['Registered']);
  });

  it('shows the same text once', () => {
    toast.error('Server is busy');
    toast.error('Server is busy');
    expect(useToasts.getState().items).toHaveLength(1);
  });
});
