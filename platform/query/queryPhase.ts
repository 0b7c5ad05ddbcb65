/** The parts of a query's result that decide what a screen shows. */
export interface QueryView<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

export type QueryPhase = 'loading' | 'failed' | 'empty' | 'ready';

/**
 * What a screen shows for a query: data it has stays on screen; a failed load, or a first load
 * paused because the device is offline, is a failure to retry ("Try again"), never the empty state;
 * only an answer with nothing in it is empty.
 */
export function queryPhase<T>(query: QueryView<T>, isEmpty: (data: T) => boolean): QueryPhase {
  if (query.data !== undefined) return isEmpty(query.data) ? 'empty' : 'ready';
  if (query.isError) return 'failed';
  if (query.isPending && query.fetchStatus === 'paused') return 'failed';
  return 'loading';
}
