/**
 * The mall frame's loading state. A frame's `load` event alone proves nothing: the browser fires it
 * for its own error page too (host unreachable, offline) and a cross-origin page cannot be looked
 * into. So a frame counts as shown when it loaded AND a reachability check of the same address
 * answered; it fails when the check fails, when the browser is offline, or when nothing loads in time.
 * Each retry is a new attempt with a new frame element (a changed `src` would add a history entry).
 */
export type FrameFailure = 'offline' | 'unreachable';

export interface FrameState {
  attempt: number;
  loaded: boolean;
  reachable: boolean;
  failure: FrameFailure | null;
}

export type FrameEvent =
  { type: 'retry' } | { type: 'loaded'; attempt: number } | { type: 'reachable'; attempt: number } | { type: 'failed'; attempt: number; failure: FrameFailure } | { type: 'offline' };

/** Nothing shows for this long: the retry screen replaces the skeleton. */
export const MALL_LOAD_TIMEOUT_MS = 20_000;

export function initialFrameState(online: boolean): FrameState {
  return { attempt: 0, loaded: false, reachable: false, failure: online ? null : 'offline' };
}

export function frameStatus(state: FrameState): 'loading' | 'ready' | 'failed' {
  if (state.failure) return 'failed';
  return state.loaded && state.reachable ? 'ready' : 'loading';
}

export function frameReducer(state: FrameState, event: FrameEvent): FrameState {
  switch (event.type) {
    case 'retry':
      return { attempt: state.attempt + 1, loaded: false, reachable: false, failure: null };
    case 'offline':
      // A shop already on screen stays; one still loading gives way to the retry screen.
      return frameStatus(state) === 'loading' ? { ...state, failure: 'offline' } : state;
    default:
      // Late news from an earlier attempt, or news after a failure, changes nothing.
      if (event.attempt !== state.attempt || state.failure) return state;
      if (event.type === 'loaded') return { ...state, loaded: true };
      if (event.type === 'reachable') return { ...state, reachable: true };
      // Once shown, a late timeout cannot take the shop away.
      return frameStatus(state) === 'ready' ? state : { ...state, failure: event.failure };
  }
}
