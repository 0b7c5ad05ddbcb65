// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coinApi } from '@/platform/account/kinboPrice';
import { releasePoolApi } from '@/platform/account/releasePool';
import { queryKeys } from '@/platform/query/keys';
import { mainApi } from '@/platform/account/mainConfig';
import { userApi } from '@/platform/account/user';
import type { UserInfo } from '@/shared/contract';
import { renderWithProviders, testQueryClient } from '@/platform/testing/providers';
import { endTestSession, startTestSession } from '@/platform/testing/session';
import { RouteEntry } from '@/platform/shell/RouteEntry';
import { AssetsScreen } from './AssetsScreen';
import { assetsFirstQueries } from './routes/assets.client';

// Its links (AppLink) navigate with the app router, which a unit test does not mount.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }));

const pending = () => new Promise<never>(() => {});
let calls: Record<string, ReturnType<typeof vi.fn>>;

beforeEach(() => {
  startTestSession();
  calls = {
    info: vi.spyOn(userApi, 'info').mockImplementation(pending) as never,
    config: vi.spyOn(mainApi, 'config').mockImplementation(pending) as never,
    coins: vi.spyOn(coinApi, 'list').mockImplementation(pending) as never,
    pool: vi.spyOn(releasePoolApi, 'info').mockImplementation(pending) as never,
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  endTestSession();
});

/** My assets as its route shell runs it: the manifest's first queries, then the screen. */
function renderScreen(client: QueryClient, after?: () => null) {
  const After = after ?? (() => null);
  renderWithProviders(
    <>
      <RouteEntry screen={AssetsScreen} firstQueries={assetsFirstQueries} />
      <After />
    </>,
    client,
  );
}

const counts = () => Object.fromEntries(Object.entries(calls).map(([name, spy]) => [name, spy.mock.calls.length]));

describe('AssetsScreen', () => {
  it('asks for its four answers as the route is entered, and once each despite the refresh on entry', () => {
    let seenByNextSibling: Record<string, number> = {};
    renderScreen(testQueryClient(), () => {
      seenByNextSibling = counts();
      return null;
    });
    // As the route was entered (a component rendered after the screen saw them), not in the effects.
    expect(seenByNextSibling).toEqual({ info: 1, config: 1, coins: 1, pool: 1 });
    // Neither the refresh on entry nor the observers asked again: they joined the requests under way.
    expect(counts()).toEqual({ info: 1, config: 1, coins: 1, pool: 1 });
  });

  it('refreshes on entry what was fetched before it, and not what came after it was entered (spec §4)', () => {
    const client = testQueryClient();
    const before = Date.now() - 1000;
    client.setQueryData(queryKeys.userInfo, { nickname: 'old' } as UserInfo, { updatedAt: before });
    client.setQueryData(queryKeys.releasePoolInfo, { data: {} } as never, { updatedAt: Date.now() + 60_000 });
    renderScreen(client);
    expect(calls.info).toHaveBeenCalledTimes(1);
    expect(calls.pool).not.toHaveBeenCalled();
  });
});
