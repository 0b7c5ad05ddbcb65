import { describe, expect, it } from 'vitest';
import { confirmationCloseHref } from '../../features/wallet/assets/confirmationClose';
import { CONFIRMATION_KINDS, confirmationHref, purchaseConfirmedKind, roomHref, roomInviteLink } from './routes';

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
  it('closes to the reports tab of the asset the record moved, never Overview', () => {
    expect(confirmationCloseHref('deposit', 'usdt')).toBe('/reports?type=usdt');
    expect(confirmationCloseHref('deposit', 'kinbo')).toBe('/reports?type=kinbo');
    expect(confirmationCloseHref('withdrawal', 'usdt')).toBe('/reports?type=usdt');
    expect(confirmationCloseHref('withdrawal', 'kinbo')).toBe('/reports?type=kinbo');
    expect(confirmationCloseHref('purchase', 'kinbo')).toBe('/reports?type=kinbo');
    expect(confirmationCloseHref('nft', 'usdt')).toBe('/reports?type=voucher');
    expect(confirmationCloseHref('ticketSent', 'ticket')).toBe('/reports?type=ticket');
  });
  it('without a record, each kind closes to its usual asset tab', () => {
    expect(CONFIRMATION_KINDS.map((kind) => confirmationCloseHref(kind))).toEqual([
      '/reports?type=usdt',
      '/reports?type=usdt',
      '/reports?type=ticket',
      '/reports?type=kinbo',
      '/reports?type=voucher',
    ]);
  });
});
