import { INVITE_PATTERN, ROOM_ID_PATTERN, ROUTES } from '@/platform/shell/routes';

/**
 * What a visitor was invited to, from the values a shared link left in the session store (spec §2:
 * roomId, invite, roomURL). The login and register screens say it, without asking the API:
 * the room's game comes from the path the link opened, its number and the code from the link itself.
 */
export interface Invitation {
  room: { game: 'deal' | 'bid'; id: string } | null;
  invite: string | null;
}

const ROOM_GAMES: Readonly<Record<string, 'deal' | 'bid'>> = {
  [ROUTES.groupPurchaseRoom]: 'deal',
  [ROUTES.biddingRoom]: 'bid',
};

export function invitationOf(values: { roomId: string | null; roomURL: string | null; invite: string | null }): Invitation | null {
  // Read back from storage, which anyone with the device can edit: shown only when well-formed.
  const game = values.roomURL ? ROOM_GAMES[values.roomURL] : undefined;
  const room = game && values.roomId && ROOM_ID_PATTERN.test(values.roomId) ? { game, id: values.roomId } : null;
  const invite = values.invite && INVITE_PATTERN.test(values.invite) ? values.invite : null;
  return room || invite ? { room, invite } : null;
}
