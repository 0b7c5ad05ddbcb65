import type { GroupRoom, RoomPreview } from '../../shared/contract/shapes';
import type { Services } from '../platform/services';

/**
 * room/preview: a Flash Deal room as a visitor without a session sees it from a shared link. It is
 * built from the room's public view and copies only the fields a stranger may see: never a member's
 * e-mail, nickname or id, only up to six avatars.
 *
 * Two bounds keep it cheap for everyone: each client address has its own budget (LIMITS.preview,
 * 10429 beyond it, so one client running out leaves the others theirs), and reads of one room share
 * the public-state cache, so a crowd opening the same link costs one database read per change.
 */
export function toRoomPreview(room: GroupRoom): RoomPreview {
  return {
    id: room.id,
    name: room.name,
    image: room.image,
    price: room.price,
    state: room.state,
    member_count: room.member_count,
    max_count: room.max_count,
    chat_members: room.chat_members.map(({ avatar }) => ({ avatar })),
    start_time: room.start_time,
    end_time: room.end_time,
    open_time: room.open_time,
  };
}

export async function readRoomPreview(services: Services, client: string, roomId: number): Promise<RoomPreview> {
  services.limits.preview.take(client);
  const room = await services.publicState.get({ k: 'room', id: roomId }, () => services.flashDeal.publicInfo(roomId));
  return toRoomPreview(room);
}
