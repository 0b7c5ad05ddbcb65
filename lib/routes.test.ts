import { describe, expect, it } from 'vitest';
import { roomHref, roomInviteLink } from './routes';

describe('roomInviteLink', () => {
  it('adds the sharer invite code to the room link', () => {
    expect(roomInviteLink('https://kinbo.app', roomHref(42), 'AB12CD')).toBe('https://kinbo.app/grouppurchasegames/room?roomId=42&invite=AB12CD');
  });
  it('leaves out an invite code that is missing or not a code', () => {
    expect(roomInviteLink('https://kinbo.app', roomHref(42), null)).toBe('https://kinbo.app/grouppurchasegames/room?roomId=42');
    expect(roomInviteLink('https://kinbo.app', roomHref(42), 'x"><script>')).toBe('https://kinbo.app/grouppurchasegames/room?roomId=42');
  });
});
