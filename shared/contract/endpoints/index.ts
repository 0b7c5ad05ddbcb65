/**
 * Every endpoint of the API, by group. Import a group's own module where it is used; this index is for
 * what walks them all (the server's registration test).
 */
export { USER, REWARDS } from './user';
export { MAIN, REPORT } from './main';
export { WALLET, ASSETS } from './wallet';
export { ROOM, BID, AUTO_BID, LIVE } from './games';
export { DEV } from './dev';
export { NOTICE } from './notifications';
export { PUSH } from './push';
