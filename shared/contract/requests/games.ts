import * as z from 'zod/mini';
import { idField, pinField } from './wire';

/** Requests of the games (spec §7; rules in server/README.md "Games"). */

/** room/addRoom: the room id (not in the spec's list, documented) and the PIN's MD5. */
export const roomJoinRequest = z.object({ id: idField, password: pinField });
export type RoomJoinRequest = z.infer<typeof roomJoinRequest>;

/** bid/addBidRoom. */
export const bidJoinRequest = z.object({ id: idField });
export type BidJoinRequest = z.infer<typeof bidJoinRequest>;

/** bid/bidding: the auction id and the PIN's MD5. */
export const bidRequest = z.object({ id: idField, password: pinField });
export type BidRequest = z.infer<typeof bidRequest>;
