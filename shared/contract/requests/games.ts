import * as z from 'zod/mini';
import { idField, pinField } from './wire';
import { amountField } from './wallet';

/** Amounts are stored with 18 decimals (numeric(38,18)). */
const BID_AMOUNT_DECIMALS = 18;

/** Requests of the games (spec §7; rules in server/README.md "Games"). */

/** room/addRoom: the room id (not in the spec's list, documented) and the PIN's MD5. */
export const roomJoinRequest = z.object({ id: idField, password: pinField });
export type RoomJoinRequest = z.infer<typeof roomJoinRequest>;

/** bid/addBidRoom. */
export const bidJoinRequest = z.object({ id: idField });
export type BidJoinRequest = z.infer<typeof bidJoinRequest>;

/**
 * bid/bidding: the auction id and the PIN's MD5 (the spec's call), and optionally `amount`, the bid the
 * user confirmed: when the next bid is no longer that amount the server refuses (60008) with the new one.
 */
export const bidRequest = z.object({ id: idField, password: pinField, amount: z.optional(amountField(BID_AMOUNT_DECIMALS)) });
export type BidRequest = z.infer<typeof bidRequest>;

/** bid/autoBid (local API addition): the auction, the most to bid (KinBo) and the PIN's MD5. */
export const autoBidRequest = z.object({ id: idField, max: amountField(BID_AMOUNT_DECIMALS), password: pinField });
export type AutoBidRequest = z.infer<typeof autoBidRequest>;

/** bid/autoBidCancel (local API addition). */
export const autoBidCancelRequest = z.object({ id: idField });
