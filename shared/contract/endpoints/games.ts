import { get, post } from '../endpoint';
import type { AutoBid, BiddingRoom, BiddingRoomPage, GroupRoom, GroupRoomPage, RoomPreview } from '../shapes';

/** /api/room/*: Flash Deal rooms (spec §7). */
export const ROOM = {
  list: get('/api/room/chatList', 'pageQuery').returns<GroupRoomPage>(),
  info: get('/api/room/chatInfo', 'idQuery').returns<GroupRoom>(),
  join: post('/api/room/addRoom', 'roomJoinRequest').returns<GroupRoom>(),
  /** An extension: the room a shared link names, for a visitor without a session (no e-mails). */
  preview: get('/api/room/preview', 'idQuery').returns<RoomPreview>(),
} as const;

/** /api/bid/*: Flash Bid auctions (spec §7). */
export const BID = {
  list: get('/api/bid/list', 'pageQuery').returns<BiddingRoomPage>(),
  info: get('/api/bid/info', 'idQuery').returns<BiddingRoom>(),
  join: post('/api/bid/addBidRoom', 'bidJoinRequest').returns<BiddingRoom>(),
  bid: post('/api/bid/bidding', 'bidRequest').returns<BiddingRoom>(),
} as const;

/**
 * Flash Bid's auto-bid (local API additions, docs/api.md): set or raise it (PIN), cancel it, and read
 * the caller's own. An API without them answers 10404, and the app then hides the control.
 */
export const AUTO_BID = {
  set: post('/api/bid/autoBid', 'autoBidRequest').returns<AutoBid>(),
  cancel: post('/api/bid/autoBidCancel', 'autoBidCancelRequest').returns<AutoBid | null>(),
  info: get('/api/bid/autoBidInfo', 'idQuery').returns<AutoBid | null>(),
} as const;

/**
 * The live stream (server-sent events, `?rooms=1,2&bids=3`): not an envelope call, so the app reads it
 * with fetch and the server serves it with its own handler (server/live/routes.ts).
 */
export const LIVE = {
  stream: get('/api/stream').returns<never>(),
} as const;
