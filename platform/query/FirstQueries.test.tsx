// @vitest-environment jsdom
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/platform/session/store';
import { testQueryClient } from '@/platform/testing/providers';
import { endTestSession, startTestSession } from '@/platform/testing/session';
import { FirstQueries, type FirstQuery } from './FirstQueries';

const queryKey = ['probe'] as const;
const withClient = (client: QueryClient, children: ReactNode) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

beforeEach(startTestSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  endTestSession();
});

describe('FirstQueries', () => {
  it('sends the request on entry, before the screen renders; the screen joins it, and later renders ask nothing again', async () => {
    const queryFn = vi.fn(() => Promise.resolve('answer'));
    let callsSeenInRender = -1;
    function Screen() {
      callsSeenInRender = queryFn.mock.calls.length;
      useQuery({ queryKey, queryFn, staleTime: 10_000 });
      return null;
    }
    const first = () => [{ queryKey, queryFn, staleTime: 10_000 }];
    const route = () => (
      <>
        <FirstQueries of={first} />
        <Screen />
      </>
    );
    const client = testQueryClient();
    const view = render(withClient(client, route()));
    // Before any effect ran: React Query's own request would leave from the observer's subscription.
    expect(callsSeenInRender).toBe(1);
    await waitFor(() => expect(client.getQueryData(queryKey)).toBe('answer'));
    // Re-rendered with the answer in, as a screen is on every update.
    view.rerender(withClient(client, route()));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('asks nothing without a live session (the guard is sending the visitor to /login), or for a query not askable yet', () => {
    const queryFn = vi.fn(() => new Promise<string>(() => {}));
    const Probe = ({ ask }: { ask: boolean }) => <FirstQueries of={() => [ask ? { queryKey, queryFn, staleTime: 10_000 } : null]} />;
    render(withClient(testQueryClient(), <Probe ask={false} />));
    useSession.setState({ token: 'T', tokenTime: Date.now() / 1000 - 1 });
    render(withClient(testQueryClient(), <Probe ask />));
    endTestSession();
    render(withClient(testQueryClient(), <Probe ask />));
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('an answer that comes before its observer mounts (a slow phone) is used, not asked for again', async () => {
    const queryFn = vi.fn(() => Promise.resolve('answer'));
    const options = { queryKey, queryFn, staleTime: 10_000 };
    const Hydrating = () => <FirstQueries of={() => [options]} />;
    function Observer() {
      return <p>{useQuery(options).data}</p>;
    }
    const client = testQueryClient();
    const view = render(withClient(client, <Hydrating />));
    await waitFor(() => expect(client.getQueryData(queryKey)).toBe('answer'));
    view.rerender(withClient(client, <Observer />));
    await view.findByText('answer');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['kept only while observed (gcTime 0): answered first, it would be dropped', { gcTime: 0, staleTime: 10_000 }],
    ['stale at once (no staleTime): answered first, its observer would refetch it', {}],
  ])('leaves a query %s, to its observer', (_why, extra) => {
    const queryFn = vi.fn(() => Promise.resolve('answer'));
    const first: FirstQuery = { queryKey, queryFn, ...extra };
    render(withClient(testQueryClient(), <FirstQueries of={() => [first]} />));
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('asks nothing when the page is prerendered (no window)', () => {
    const queryFn = vi.fn(() => new Promise<string>(() => {}));
    const client = testQueryClient();
    vi.stubGlobal('window', undefined);
    renderToString(withClient(client, <FirstQueries of={() => [{ queryKey, queryFn, staleTime: 10_000 }]} />));
    expect(queryFn).not.toHaveBeenCalled();
  });
});
