// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannersQuery, rankingQuery } from '@/lib/api/home';
import { isKeyedByLanguage, queryKeys } from '@/lib/api/keys';
import { latestRecordQuery } from '@/lib/api/assets';
import { releaseListQuery, reportListQuery } from '@/lib/api/report';
import { userInfoQuery } from '@/lib/api/user';
import { mainConfigQuery } from '@/lib/api/main';
import { useI18n } from '@/lib/i18n/store';
import { QueryProvider } from './QueryProvider';

afterEach(() => {
  cleanup();
  useI18n.setState({ locale: 'en-US', requested: null });
});

describe('isKeyedByLanguage', () => {
  it('knows the queries whose answers hold server texts by the language at the end of their key', () => {
    const keyed = [
      bannersQuery('ko-KR'),
      releaseListQuery('vi-VN'),
      latestRecordQuery('deposit', 'fil'),
      reportListQuery({ time_type: 0, way: 0, type: 'chat_not_winning_usdt', category: 'chat_not_winning_usdt' }, 'id'),
    ];
    for (const query of keyed) expect(isKeyedByLanguage(query.queryKey), String(query.queryKey)).toBe(true);
    for (const query of [userInfoQuery(), mainConfigQuery(), rankingQuery(2)]) expect(isKeyedByLanguage(query.queryKey), String(query.queryKey)).toBe(false);
    expect(isKeyedByLanguage(queryKeys.coinList)).toBe(false);
  });
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
