import { describe, expect, it } from 'vitest';
import type { Notice } from '@/shared/contract/notifications';
import { isAboutScreen, noticeHref, noticeValues, shouldAlert } from './text';

const outbid: Notice = { id: 1, kind: 'outbid', payload: { auction: 7, name: 'Gold', amount: '1234.5' }, read: false, created_at: 0 };
const drawing: Notice = { id: 2, kind: 'deal_drawing', payload: { room: 3, name: 'Box' }, read: false, created_at: 0 };
const deposit: Notice = { id: 3, kind: 'deposit', payload: { order: 9, amount: '0.000000000000000001', coin: 'USDT' }, read: true, created_at: 0 };

describe('inbox entries', () => {
  it('open their auction, room, or the records', () => {
    expect(noticeHref(outbid)).toBe('/competitivegames/room?roomId=7');
    expect(noticeHref(drawing)).toBe('/grouppurchasegames/room?roomId=3');
    expect(noticeHref(deposit)).toBe('/reports');
  });

  it('format amounts from their decimal strings, never through a float', () => {
    expect(noticeValues(outbid)).toEqual({ auction: '7', name: 'Gold', amount: '1,234.5' });
    expect(noticeValues(deposit).amount).toBe('0');
  });

  it('are about the screen on display only on their own room', () => {
    expect(isAboutScreen(outbid, { pathname: '/competitivegames/room', search: '?roomId=7' })).toBe(true);
    expect(isAboutScreen(outbid, { pathname: '/competitivegames/room/', search: '?roomId=8' })).toBe(false);
    expect(isAboutScreen(outbid, { pathname: '/', search: '' })).toBe(false);
    expect(isAboutScreen(deposit, { pathname: '/reports', search: '?type=usdt' })).toBe(true);
  });

  it('alert unless muted or about the screen on display', () => {
    const home = { pathname: '/', search: '' };
    expect(shouldAlert(outbid, [], home)).toBe(true);
    expect(shouldAlert(outbid, ['outbid'], home)).toBe(false);
    expect(shouldAlert(outbid, ['deposit'], { pathname: '/competitivegames/room', search: '?roomId=7' })).toBe(false);
    expect(shouldAlert(deposit, ['outbid'], home)).toBe(true);
  });
});
