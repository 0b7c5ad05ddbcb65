import type { Endpoint, InputOf, ResultOf } from '@/shared/contract/endpoint';
import { api, type RequestOptions } from './client';

/** An endpoint that takes no input may be called without one. */
type Arguments<E> = InputOf<E> extends void ? [input?: undefined, options?: RequestOptions] : [input: InputOf<E>, options?: RequestOptions];

/**
 * Calls an endpoint of the contract (shared/contract/endpoints): a GET sends `input` as its query, a
 * POST as its JSON body (`{}` when there is none) or, for a multipart endpoint, as its form. Resolves
 * to the answer's `data`, or to `{ data, msg }` when the endpoint's screen shows the server's `msg`.
 * The options are the client's: `silent` (no error toast), `signal`, `timeout`, `headers`.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input, options]: Arguments<E>): Promise<ResultOf<E>> {
  const { path } = endpoint;
  if (endpoint.method === 'GET') return api.get<ResultOf<E>>(path, input as Parameters<typeof api.get>[1], options);
  if (endpoint.request === 'multipart') return api.upload<ResultOf<E>>(path, input as FormData, options);
  if (endpoint.message) return api.postWithMessage(path, input, options) as Promise<ResultOf<E>>;
  return api.post<ResultOf<E>>(path, input, options);
}
