/** The wire contract shared by the app and the local server (types and `as const` data only). */
export * from './envelope';
export * from './codes';
export * from './enums';
export * from './latestRecords';
export type * from './shapes';
