import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER } from './filter';
import { decideInitialView } from './initialView';

const filtered = { timeType: 3, way: 2, category: 'chat_team_usdt' } as const;

describe('the list the reports screen opens on', () => {
  it('opens Overview with the default filter on a first visit', () => {
    expect(decideInitialView(null, null, null)).toEqual({ tab: 'chat_not_winning_usdt', pendingTab: null, filter: DEFAULT_FILTER });
  });

  it('applies an initial tab later (spec: after 500 ms), navigation state before ?type=', () => {
    expect(decideInitialView('vp', 'kinbo', null)).toEqual({ tab: null, pendingTab: 'vp', filter: DEFAULT_FILTER });
    expect(decideInitialView(null, 'kinbo', null)).toEqual({ tab: null, pendingTab: 'kinbo', filter: DEFAULT_FILTER });
  });

  it('restores the list the user left (back from details) at once, with its filter', () => {
    expect(decideInitialView(null, 'usdt', { tab: 'usdt', filter: filtered })).toEqual({ tab: 'usdt', pendingTab: null, filter: filtered });
    expect(decideInitialView(null, null, { tab: 'room', filter: filtered })).toEqual({ tab: 'room', pendingTab: null, filter: filtered });
  });

  it('a different initial tab wins over the remembered list and starts unfiltered', () => {
    expect(decideInitialView(null, 'kinbo', { tab: 'usdt', filter: filtered })).toEqual({ tab: null, pendingTab: 'kinbo', filter: DEFAULT_FILTER });
  });
});
