import { describe, expect, it } from 'vitest';
import { CONFIRMATION_KINDS, confirmationCloseHref, confirmationHref, purchaseConfirmedKind, roomHref, roomInviteLink } from './routes';

describe('roomInviteLink', () => {
  it('adds the sharer invite code to the room link', () => {
    expect(roomInviteLink('https://kinbo.app', roomHref(42), 'AB12CD')).toBe('https://kinbo.app/grouppurchasegames/room?roomId=42&invite=AB12CD');
  });
  it('leaves out an invite code that is missing or not a code', () => {
    expect(roomInviteLink('https://kinbo.app', roomHref(42), null)).toBe('https://kinbo.app/grouppurchasegames/room?roomId=42');
    expect(roomInviteLink('https://kinbo.app', roomHref(42), 'x"><script>')).toBe('https://kinbo.app/grouppurchasegames/room?roomId=42');
  });
});

describe('confirmation screens', () => {
  it('builds each route and reads the NFT kind back', () => {
    expect(CONFIRMATION_KINDS.map(confirmationHref)).toEqual([
      '/wallet/depositconfirmed',
      '/wallet/withdrawalconfirmed',
      '/wallet/ticketsent',
      '/wallet/purchase_confirmed',
      '/wallet/purchase_confirmed?kind=nft',
    ]);
    expect(purchaseConfirmedKind('?kind=nft')).toBe('nft');
    expect(purchaseConfirmedKind('')).toBe('purchase');
    expect(purchaseConfirmedKind('?kind=<x>')).toBe('purchase');
  });
  it('closes to /reports, NFT and ticket on their tabs', () => {
    expect(confirmationCloseHref('deposit')).toBe('/reports');
    expect(confirmationCloseHref('nft')).toBe('/reports?type=voucher');
    expect(confirmationCloseHref('ticketSent')).toBe('/reports?type=ticket');
  });
});
