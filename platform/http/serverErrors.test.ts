import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_CODES } from '@/shared/contract';
import { useToasts } from '@/ui/toast';
import { ApiError } from './client';
import { fieldErrorText, isRefusedByServer, SERVER_ERROR_TYPE, showServerError } from './serverErrors';

type Values = { email: string; nickname: string };
const fields = { [API_CODES.EMAIL_TAKEN]: 'email', [API_CODES.NICKNAME_TAKEN]: 'nickname' } as const;

beforeEach(() => useToasts.setState({ items: [] }));

describe('server errors where they belong', () => {
  it('puts an error about one field under that field, with the server text, and no toast', () => {
    const setError = vi.fn();
    const field = showServerError<Values>(new ApiError(API_CODES.NICKNAME_TAKEN, 'This nickname is taken', null), { fields, setError, scope: '/x' });
    expect(field).toBe('nickname');
    expect(setError).toHaveBeenCalledWith('nickname', { type: SERVER_ERROR_TYPE, message: 'This nickname is taken' }, { shouldFocus: true });
    expect(useToasts.getState().items).toEqual([]);
  });

  it('toasts any other error, scoped to the action', () => {
    const setError = vi.fn();
    expect(showServerError<Values>(new ApiError(API_CODES.CODE_THROTTLED, 'Wait 30 s', null), { fields, setError, scope: '/api/user/sendEmail' })).toBeNull();
    expect(setError).not.toHaveBeenCalled();
    expect(useToasts.getState().items).toMatchObject([{ kind: 'error', text: 'Wait 30 s', scope: '/api/user/sendEmail' }]);
  });

  it('says nothing for an ended session (the page reloads) or a non-API error', () => {
    showServerError(new ApiError(40100, 'expired', null), { scope: '/x' });
    showServerError(new DOMException('aborted', 'AbortError'), { scope: '/x' });
    expect(useToasts.getState().items).toEqual([]);
  });

  it('translates validator keys and shows server text as is', () => {
    const t = (key: string) => `T(${key})`;
    expect(fieldErrorText(t, { type: 'too_small', message: 'validation.required' })).toBe('T(validation.required)');
    expect(fieldErrorText(t, { type: SERVER_ERROR_TYPE, message: 'E-mail already registered' })).toBe('E-mail already registered');
    expect(fieldErrorText(t, undefined)).toBeUndefined();
  });
});

describe('refused by the server, or not reached', () => {
  it('is a refusal when the envelope carries a business code', () => {
    expect(isRefusedByServer(new ApiError(API_CODES.GAME_NOT_FOUND, 'This room does not exist', null))).toBe(true);
    expect(isRefusedByServer(new ApiError(API_CODES.NOT_FOUND, 'Not found', null))).toBe(true);
  });

  it('is not a refusal without an answer: network, timeout, an HTTP status, the internal error, an abort', () => {
    expect(isRefusedByServer(new ApiError(-1, 'Network error', null))).toBe(false);
    expect(isRefusedByServer(new ApiError(502, 'Server error', null))).toBe(false);
    expect(isRefusedByServer(new ApiError(API_CODES.INTERNAL, 'Something went wrong', null))).toBe(false);
    expect(isRefusedByServer(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
