// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/platform/query/keys';
import { useI18n } from '@/platform/i18n/store';
import { QueryProvider } from './QueryProvider';

afterEach(() => {
  cleanup();
  useI18n.setState({ locale: 'en-US', requested: null });
});

/** A screen with one query keyed by the request language and one that is not; it shows the banners' language. */
function Screen({ banners, info }: { banners: (language: string) => Promise<string>; info: () => Promise<unknown> }) {
  const language = useI18n((s) => s.requested) ?? 'en-US';
  const shown = useQuery({ queryKey: queryKeys.banners(language), queryFn: () => banners(language) }).data;
  useQuery({ queryKey: queryKeys.userInfo, queryFn: info });
  return <p>{shown ? `banners in ${shown}` : 'loading'}</p>;
}

describe('QueryProvider on a switch of language', () => {
  it('fetches each answer once more in the new language: the keyed ones at the switch, the others once it shows', async () => {
    useI18n.setState({ locale: 'en-US', requested: 'en-US' });
    const banners = vi.fn(async (language: string) => language);
    const info = vi.fn(async () => ({ id: 1 }));
    const view = render(
      <QueryProvider>
        <Screen banners={banners} info={info} />
      </QueryProvider>,
    );
    await view.findByText('banners in en-US');
    expect([banners, info].map((fn) => fn.mock.calls.length)).toEqual([1, 1]);
    // The user chooses Korean: asked for at once, shown once its messages have loaded (here, after the answer).
    act(() => useI18n.setState({ requested: 'ko-KR' }));
    await view.findByText('banners in ko-KR');
    expect(banners).toHaveBeenCalledTimes(2);
    expect(info).toHaveBeenCalledTimes(1);
    act(() => useI18n.setState({ locale: 'ko-KR' }));
    await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(2));
    expect(banners).toHaveBeenCalledTimes(2);
  });
});

function Failing({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['failing'], queryFn: load, staleTime: 60_000 });
  return <p>{query.data ?? (query.isError ? 'failed' : 'loading')}</p>;
}

describe('QueryProvider when the device comes back online', () => {
  it('asks again for a query that failed, even one not yet stale', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('packages');
    const view = render(
      <QueryProvider>
        <Failing load={load} />
      </QueryProvider>,
    );
    await view.findByText('failed');
    act(() => void window.dispatchEvent(new Event('online')));
    await view.findByText('packages');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
