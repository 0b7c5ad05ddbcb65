import { describe, expect, it } from 'vitest';
import { pushTargetPath, readPushMessage } from './pushMessage';

describe('push messages in the service worker', () => {
  it('reads the server payload', () => {
    const message = { kind: 'outbid', title: 'Outbid', body: 'You were outbid', url: '/competitivegames/room?roomId=3', tag: 'outbid-3' };
    expect(readPushMessage(JSON.stringify(message))).toEqual(message);
  });

  it('refuses what is not one of ours', () => {
    expect(readPushMessage(null)).toBeNull();
    expect(readPushMessage('not json')).toBeNull();
    expect(readPushMessage(JSON.stringify({ kind: 'other', title: 'a', body: 'b', tag: 't' }))).toBeNull();
    expect(readPushMessage(JSON.stringify({ kind: 'outbid', title: 1, body: 'b', tag: 't' }))).toBeNull();
  });

  it('opens only pages of this site', () => {
    expect(pushTargetPath('/reports')).toBe('/reports');
    for (const url of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', 3]) expect(pushTargetPath(url)).toBe('/notifications');
  });
});
