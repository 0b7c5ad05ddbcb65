import { describe, expect, it } from 'vitest';
import { queryPhase, type QueryView } from './queryPhase';

const view = (patch: Partial<QueryView<number[]>>): QueryView<number[]> => ({ data: undefined, isPending: true, isError: false, fetchStatus: 'fetching', ...patch });
const empty = (list: number[]) => list.length === 0;

describe('queryPhase', () => {
  it('a failed first load is a failure, not an empty list', () => {
    expect(queryPhase(view({ isPending: false, isError: true, fetchStatus: 'idle' }), empty)).toBe('failed');
  });
  it('a first load paused offline is a failure to retry', () => {
    expect(queryPhase(view({ fetchStatus: 'paused' }), empty)).toBe('failed');
  });
  it('loading, empty and ready', () => {
    expect(queryPhase(view({}), empty)).toBe('loading');
    expect(queryPhase(view({ data: [], isPending: false, fetchStatus: 'idle' }), empty)).toBe('empty');
    expect(queryPhase(view({ data: [1], isPending: false, fetchStatus: 'idle' }), empty)).toBe('ready');
  });
  it('data already shown stays when a refetch fails', () => {
    expect(queryPhase(view({ data: [1], isPending: false, isError: true, fetchStatus: 'idle' }), empty)).toBe('ready');
  });
});
