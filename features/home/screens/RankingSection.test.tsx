// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeApi } from '@/features/home/api';
import { userInfoQuery } from '@/platform/account/user';
import { renderWithProviders, testQueryClient } from '@/platform/testing/providers';
import { endTestSession, startTestSession } from '@/platform/testing/session';
import type { RankingEntry, UserInfo } from '@/shared/contract';
import en from '@/messages/en-US.json';
import { RankingSection } from './RankingSection';

const entry = (nickname: string, number: string): RankingEntry => ({ avatar: '', nickname, email: `${nickname}@kinbo.local`, number });

function renderSection() {
  const client = testQueryClient();
  // The user info is in (as the session's stored copy seeds it): this test is about the ranking.
  client.setQueryData(userInfoQuery().queryKey, { nickname: 'me' } as UserInfo);
  renderWithProviders(<RankingSection />, client);
  return client;
}

beforeEach(startTestSession);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  endTestSession();
});

describe('RankingSection', () => {
  it('asks for the all-time ranking once', async () => {
    const ranking = vi.spyOn(homeApi, 'ranking').mockResolvedValue([entry('ana', '10')]);
    renderSection();
    await screen.findByTestId('podium');
    expect(ranking).toHaveBeenCalledTimes(1);
    expect(ranking).toHaveBeenCalledWith(2);
  });

  it('a switch of period clears the list and reloads it, for a period seen before too (spec §2)', async () => {
    const ranking = vi.spyOn(homeApi, 'ranking').mockImplementation(async (type) => [entry(`top${type}`, '10')]);
    renderSection();
    await screen.findByText('top2');
    fireEvent.click(screen.getByRole('tab', { name: en.home.periods.month }));
    await screen.findByText('top1');
    // Back to a period already loaded: its old list is not shown; the skeleton is, until it reloads.
    let answer!: (entries: RankingEntry[]) => void;
    ranking.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.click(screen.getByRole('tab', { name: en.home.periods.allTime }));
    expect(screen.getByTestId('podium-skeleton')).toBeTruthy();
    expect(screen.queryByText('top2')).toBeNull();
    answer([entry('again2', '12')]);
    await screen.findByText('again2');
    expect(ranking.mock.calls.map(([type]) => type)).toEqual([2, 1, 2]);
  });
});
