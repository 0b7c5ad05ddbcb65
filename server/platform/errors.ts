import { API_CODES } from '../../shared/contract/codes';
import type { MessageKey, MessageParams } from './messages';

/**
 * Envelope codes of the API (defined once in the wire contract, shared/contract/enums.ts). 0 is success; everything else is an error whose `msg`
 * comes from the message catalogue in the caller's language.
 * Business errors travel with HTTP 200; only an unknown route answers HTTP 404 (code 10404).
 */
export const ErrorCode = API_CODES;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** An expected failure: turned into `{ code, msg, data: null }` with HTTP 200. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCodeValue,
    public readonly messageKey: MessageKey,
    public readonly params: MessageParams = {},
    /** Sent as the envelope's `data` (null when absent), for what a client acts on, e.g. the PIN tries left. */
    public readonly data: Record<string, unknown> | null = null,
  ) {
    super(`${messageKey} (${code})`);
    this.name = 'AppError';
  }
}

export const invalidInput = (key: MessageKey, params: MessageParams = {}) => new AppError(ErrorCode.INVALID_INPUT, key, params);
