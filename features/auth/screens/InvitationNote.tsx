'use client';
import { useTranslations } from 'next-intl';
import { InviteIcon } from '@/ui/icons/Invite';
import { invitationOf } from '@/platform/session/invitation';
import { useSession } from '@/platform/session/store';

/**
 * "Invited to Flash Deal room #7 · code KINBO1" on the login and register screens: a visitor
 * who came through a friend's link sees it was not lost. From the stored link values only; the
 * prerendered page shows nothing, the line appears once the store has read local storage.
 */
export function InvitationNote() {
  const t = useTranslations('auth');
  const roomId = useSession((s) => s.roomId);
  const roomURL = useSession((s) => s.roomURL);
  const invite = useSession((s) => s.invite);
  const invitation = invitationOf({ roomId, roomURL, invite });
  if (!invitation) return null;
  const { room } = invitation;
  const text =
    room && invitation.invite
      ? t('invitedRoomWithCode', { game: room.game, roomId: room.id, invite: invitation.invite })
      : room
        ? t('invitedRoom', { game: room.game, roomId: room.id })
        : t('invitedWithCode', { invite: invitation.invite ?? '' });
  return (
    <p data-testid="invitation" className="mb-4 flex items-start gap-2.5 rounded-control border border-accent/40 bg-accent-soft px-4 py-3 text-sm font-medium text-fg">
      <InviteIcon size={18} className="mt-px shrink-0 text-accent" />
      <span className="min-w-0 break-words">{text}</span>
    </p>
  );
}
