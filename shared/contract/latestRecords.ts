/**
 * The kinds of record a confirmation screen shows (spec §2: deposit confirmed, withdrawal confirmed,
 * ticket sent, purchase confirmed, NFT purchased): `GET /api/report/latest?kind=` answers the newest one.
 * Its own module because platform/shell/routes (in every page's first load) needs it, and the other enums not.
 */
export const LATEST_RECORD_KINDS = ['deposit', 'withdrawal', 'ticketSent', 'purchase', 'nft'] as const;
export type LatestRecordKind = (typeof LATEST_RECORD_KINDS)[number];
