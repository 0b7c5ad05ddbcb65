// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeApi } from '@/lib/api/home';
import { queryKeys } from '@/lib/api/keys';
import { mainApi } from '@/lib/api/main';
import { reportApi } from '@/lib/api/report';
import { userApi } from '@/lib/api/user';
import type { UserInfo } from '@/lib/contract';
import { useSession } from '@/lib/session/store';
import en from '@/messages/en-US.json';
import { AssetsScreen } from './AssetsScreen';

// Its links (AppLink) navigate with the app router, which a unit test does not mount.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }));

const pending = () => new Promise<never>(() => {});
let calls: Record<string, ReturnType<typeof vi.fn>>;

beforeEach(() => {
  useSession.setState({ token: 'T', tokenTime: Date.now() / 1000 + 3600 });
  calls = {
    info: vi.spyOn(userApi, 'info').mockImplementation(pending) as never,
    config: vi.spyOn(mainApi, 'config').mockImplementation(pending) as never,
    coins: vi.spyOn(homeApi, 'coinList').mockImplementation(pending) as never,
    pool: vi.spyOn(reportApi, 'releasePoolInfo').mockImplementation(pending) as never,
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSession.setState({ token: null, tokenTime: null });
});

function renderScreen(client: QueryClient, after?: () => null) {
  const After = after ?? (() => null);
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en-US" messages={en}>
        <AssetsScreen />
        <After />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

const counts = () => Object.fromEntries(Object.entries(calls).map(([name, spy]) => [name, spy.mock.calls.length]));

describe('AssetsScreen', () => {
  it('asks for its four answers from its render, while the page hydrates, and once each despite the refresh on entry', () => {
    let seenByNextSibling: Record<string, number> = {};
    renderScreen(new QueryClient({ defaultOptions: { queries: { retry: false } } }), () => {
      seenByNextSibling = counts();
      return null;
    });
    // In the render (a component rendered after it saw them), not in the effects.
    expect(seenByNextSibling).toEqual({ info: 1, config: 1, coins: 1, pool: 1 });
    // Neither the refresh on entry nor the observers asked again: they joined the requests under way.
    expect(counts()).toEqual({ info: 1, config: 1, coins: 1, pool: 1 });
  });

  it('refreshes on entry what was fetched before it, and not what came after it was entered (spec §4)', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const before = Date.now() - 1000;
    client.setQueryData(queryKeys.userInfo, { nickname: 'old' } as UserInfo, { updatedAt: before });
    client.setQueryData(queryKeys.releasePoolInfo, { data: {} } as never, { updatedAt: Date.now() + 60_000 });
    renderScreen(client);
    expect(calls.info).toHaveBeenCalledTimes(1);
    expect(calls.pool).not.toHaveBeenCalled();
  });
});
