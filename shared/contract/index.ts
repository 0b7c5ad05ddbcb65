/**
 * The wire contract shared by the app and the local server: `as const` data, response types and the
 * request types. The request schemas (zod) are not re-exported here: import them from
 * ./requests/<domain> where they are used (server routes, forms), so a screen that only needs a type
 * or a code does not load zod.
 */
export * from './envelope';
export * from './codes';
export * from './enums';
export * from './chains';
export * from './games';
export * from './latestRecords';
export type * from './shapes';
export type * from './dev';
export type * from './requests/user';
export type * from './requests/wallet';
export type * from './requests/games';
export type * from './requests/queries';
