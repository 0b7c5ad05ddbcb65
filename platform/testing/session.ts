import { useSession } from '@/platform/session/store';

/** For unit tests only: a session with a token that is valid for another hour, as after a login. */
export function startTestSession() {
  useSession.setState({ token: 'T', tokenTime: Date.now() / 1000 + 3600 });
}

/** For unit tests only: no session (a visitor), as the store starts. */
export function endTestSession() {
  useSession.setState({ token: null, tokenTime: null });
}
