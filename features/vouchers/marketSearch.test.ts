import { describe, expect, it } from 'vitest';
import { isFiltered } from './market';
import { parseMarketSearch } from './marketSearch';

describe('parseMarketSearch (spec §5: the NFT market search takes an e-mail)', () => {
  it('asks for an e-mail when empty or blank', () => {
    expect(parseMarketSearch('')).toEqual({ filter: null, error: 'validation.emailRequired' });
    expect(parseMarketSearch('   ')).toEqual({ filter: null, error: 'validation.emailRequired' });
  });
  it.each(['nova', 'nova@', 'nova@kinbo', '@kinbo.local', 'a b@kinbo.local', 'user_id=1'])('refuses %s', (input) =>
    expect(parseMarketSearch(input)).toEqual({ filter: null, error: 'validation.emailInvalid' }),
  );
  it('filters by the trimmed e-mail', () => {
    expect(parseMarketSearch('  market.nova@kinbo.local ')).toEqual({ filter: { kind: 'email', email: 'market.nova@kinbo.local' }, error: null });
  });
  it('knows a filtered market from the whole one', () => {
    expect(isFiltered({ kind: 'all' })).toBe(false);
    expect(isFiltered({ kind: 'seller', userId: 3, nickname: 'Nova' })).toBe(true);
    expect(isFiltered({ kind: 'email', email: 'a@b.io' })).toBe(true);
  });
});
