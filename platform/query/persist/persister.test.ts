import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/platform/session/store';
import { queryKeys } from '../keys';
import { cacheBuster, toSaved } from './policy';

const saved = vi.hoisted(() => ({ value: undefined as unknown }));
vi.mock('./storage', () => ({
  readSavedCache: async () => saved.value,
  writeSavedCache: async () => {},
  eraseSavedCache: async () => {},
}));
vi.mock('@/platform/account/storedUserInfo', () => ({ readStoredUserInfo: () => ({ id: 7 }) }));

const { startPersister } = await import('./persister');

/** The copy the last session saved: user info and the main config, from an hour ago. */
function lastSession() {
  const client = new QueryClient();
  const hourAgo = Date.now() - 3_600_000;
  client.setQueryData(queryKeys.userInfo, { id: 7, usdt_amount: '5' }, { updatedAt: hourAgo });
  client.setQueryData(queryKeys.mainConfig, { rate: 'old' }, { updatedAt: hourAgo });
  return toSaved(dehydrate(client), 7, cacheBuster(process.env.NEXT_PUBLIC_APP_VERSION), Date.now());
}

/** A screen's query, answering when told. */
function watch(client: QueryClient, queryKey: readonly unknown[]) {
  const answers: ((value: unknown) => void)[] = [];
  const queryFn = vi.fn(() => new Promise((resolve) => answers.push(resolve)));
  const stop = new QueryObserver(client, { queryKey, queryFn }).subscribe(() => {});
  return { queryFn, answer: (value: unknown) => answers.shift()?.(value), stop };
}

let stops: (() => void)[] = [];
beforeEach(() => {
  saved.value = lastSession();
  useSession.setState({ token: 'T', tokenTime: null });
});
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  useSession.setState(useSession.getInitialState(), true);
});

describe('restoring the saved copy', () => {
  it('shows it while the request under way answers, without sending that request again', async () => {
    const client = new QueryClient();
    const info = watch(client, queryKeys.userInfo);
    stops.push(info.stop, startPersister(client));
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.userInfo)).toEqual({ id: 7, usdt_amount: '5' }));
    expect(info.queryFn).toHaveBeenCalledTimes(1);
    info.answer({ id: 7, usdt_amount: '9' });
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.userInfo)).toEqual({ id: 7, usdt_amount: '9' }));
    expect(info.queryFn).toHaveBeenCalledTimes(1);
  });

  it('leaves an answer of this visit as it is, and fetches what still holds the copy', async () => {
    const client = new QueryClient();
    const info = watch(client, queryKeys.userInfo);
    info.answer({ id: 7, usdt_amount: '9' });
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.userInfo)).toEqual({ id: 7, usdt_amount: '9' }));
    const config = new QueryObserver(client, { queryKey: queryKeys.mainConfig, queryFn: async () => ({ rate: 'new' }), enabled: false });
    stops.push(
      info.stop,
      config.subscribe(() => {}),
    );
    stops.push(startPersister(client));
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.mainConfig)).toEqual({ rate: 'old' }));
    expect(client.getQueryState(queryKeys.mainConfig)?.isInvalidated).toBe(true);
    expect(client.getQueryData(queryKeys.userInfo)).toEqual({ id: 7, usdt_amount: '9' });
    expect(client.getQueryState(queryKeys.userInfo)?.isInvalidated).toBe(false);
    expect(info.queryFn).toHaveBeenCalledTimes(1);
  });
});
