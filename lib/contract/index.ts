/** The wire contract shared by the app and the local server (types and `as const` data only). */
export * from './enums';
export type * from './shapes';
