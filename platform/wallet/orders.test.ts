import { describe, expect, it } from 'vitest';
import { API_CODES } from '@/shared/contract';
import { ApiError } from '../http/client';
import { creditedOnce } from './orders';

describe('creditedOnce', () => {
  it('treats "already credited" as done and passes every other failure on', async () => {
    await expect(creditedOnce(Promise.resolve({}))).resolves.toBeUndefined();
    await expect(creditedOnce(Promise.reject(new ApiError(API_CODES.TX_ALREADY_CREDITED, 'Already credited', null)))).resolves.toBeUndefined();
    await expect(creditedOnce(Promise.reject(new ApiError(API_CODES.TX_OTHER_USER, 'Not yours', null)))).rejects.toThrow('Not yours');
    await expect(creditedOnce(Promise.reject(new ApiError(-1, 'Network error', null)))).rejects.toThrow('Network error');
  });
});
