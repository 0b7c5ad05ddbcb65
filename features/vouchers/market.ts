/** Which listed vouchers the market shows: everyone's, one popular seller's, or the owner of an e-mail. */
export type MarketFilter = { kind: 'all' } | { kind: 'seller'; userId: number; nickname: string } | { kind: 'email'; email: string };

export const ALL_SELLERS: MarketFilter = { kind: 'all' };

export const isFiltered = (filter: MarketFilter) => filter.kind !== 'all';
