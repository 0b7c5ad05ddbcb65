import { describe, expect, it } from 'vitest';
import { buildReportQuery, DEFAULT_FILTER, filterPopupReducer, initialFilterPopup, isFiltered, listKey, type FilterPopupState } from './filter';

const run = (state: FilterPopupState, ...actions: Parameters<typeof filterPopupReducer>[1][]) => actions.reduce(filterPopupReducer, state);

describe('report filter popup (spec §4)', () => {
  it('opens with the committed values as the draft', () => {
    const start = initialFilterPopup({ timeType: 2, way: 3, category: 'chat_team_usdt' });
    const state = run(start, { type: 'open' });
    expect(state.open).toBe(true);
    expect(state.draft).toEqual(start.committed);
  });

  it('edits only the draft until apply, which commits and closes', () => {
    const edited = run(initialFilterPopup(), { type: 'open' }, { type: 'edit', patch: { timeType: 4 } }, { type: 'edit', patch: { way: 2 } });
    expect(edited.committed).toEqual(DEFAULT_FILTER);
    expect(edited.draft).toMatchObject({ timeType: 4, way: 2 });
    const applied = filterPopupReducer(edited, { type: 'apply' });
    expect(applied).toEqual({ open: false, committed: { ...DEFAULT_FILTER, timeType: 4, way: 2 }, draft: { ...DEFAULT_FILTER, timeType: 4, way: 2 } });
  });

  it('closing by overlay or close button discards the draft', () => {
    const committed = { timeType: 1, way: 1, category: 'chat_not_winning_usdt' } as const;
    const state = run(initialFilterPopup(committed), { type: 'open' }, { type: 'edit', patch: { timeType: 7, category: 'chat_team_usdt' } }, { type: 'dismiss' });
    expect(state.open).toBe(false);
    expect(state.committed).toEqual(committed);
    // Re-opening shows the committed values again, not the abandoned draft.
    expect(filterPopupReducer(state, { type: 'open' }).draft).toEqual(committed);
  });

  it('reset sets time 0, way 0, category chat_not_winning_usdt and closes', () => {
    const state = run(initialFilterPopup({ timeType: 5, way: 4, category: 'chat_team_usdt' }), { type: 'open' }, { type: 'edit', patch: { way: 2 } }, { type: 'reset' });
    expect(state).toEqual({ open: false, committed: DEFAULT_FILTER, draft: DEFAULT_FILTER });
  });

  it('ignores edits while closed', () => {
    const start = initialFilterPopup();
    expect(filterPopupReducer(start, { type: 'edit', patch: { way: 3 } })).toBe(start);
  });
});

describe('report query and list identity', () => {
  it('sends the category only on the Overview tab', () => {
    const filter = { timeType: 2, way: 1, category: 'chat_team_usdt' } as const;
    expect(buildReportQuery('chat_not_winning_usdt', filter, 1, 20)).toEqual({
      time_type: 2,
      way: 1,
      type: 'chat_not_winning_usdt',
      page: 1,
      limit: 20,
      category: 'chat_team_usdt',
    });
    expect(buildReportQuery('usdt', filter, 3, 20)).toEqual({ time_type: 2, way: 1, type: 'usdt', page: 3, limit: 20 });
  });

  it('a category change is a new list only where the category is used', () => {
    const a = { ...DEFAULT_FILTER };
    const b = { ...DEFAULT_FILTER, category: 'chat_team_usdt' as const };
    expect(listKey('chat_not_winning_usdt', a)).not.toBe(listKey('chat_not_winning_usdt', b));
    expect(listKey('usdt', a)).toBe(listKey('usdt', b));
    expect(listKey('usdt', a)).not.toBe(listKey('kinbo', a));
  });

  it('marks a tab as filtered only by the values it uses', () => {
    expect(isFiltered('usdt', DEFAULT_FILTER)).toBe(false);
    expect(isFiltered('usdt', { ...DEFAULT_FILTER, category: 'chat_team_usdt' })).toBe(false);
    expect(isFiltered('chat_not_winning_usdt', { ...DEFAULT_FILTER, category: 'chat_team_usdt' })).toBe(true);
    expect(isFiltered('vp', { ...DEFAULT_FILTER, way: 2 })).toBe(true);
  });
});
