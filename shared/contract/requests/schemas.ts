/**
 * Every request schema an endpoint names, by its name. The endpoint definitions name a schema by this
 * key, with the key's type checked against this module, so the app, which only sends requests, never
 * loads a schema library; the server, which checks every request, looks the schema up here.
 */
export * from './games';
export * from './queries';
export * from './user';
export * from './wallet';
export * from './notifications';
export * from './push';
