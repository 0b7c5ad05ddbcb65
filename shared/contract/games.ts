/** Spec §4 game states. Their own module so the game screens load them without the other enums. */

/** Flash Deal room states. */
export const ROOM_STATES = { waiting: 0, drawing: 1, finished: 2, disbanded: 3 } as const;
export type RoomState = (typeof ROOM_STATES)[keyof typeof ROOM_STATES];
/** Flash Bid room states. */
export const BID_STATES = { open: 0, finished: 1 } as const;
export type BidState = (typeof BID_STATES)[keyof typeof BID_STATES];

/** Whether the current user is in an auction (`is_room`, a boolean or 0/1 on the wire). */
export const isMember = (room: { is_room: boolean | number }) => room.is_room === true || room.is_room === 1;
