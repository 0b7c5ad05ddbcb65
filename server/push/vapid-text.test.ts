import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { NOTICE_KINDS, type NoticeKind } from '../../shared/contract/notifications';
import { LANGS } from '../platform/messages';
import { pushMessage } from './text';
import { loadVapidKeys } from './vapid';

describe('VAPID keys', () => {
  it('are made once into VAPID_FILE (owner-only) and read back on the next start', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kinbo-vapid-')), 'sub', 'vapid.json');
    const config = loadConfig({ DATA_DIR: '.data/pglite', VAPID_FILE: file });
    const first = loadVapidKeys(config);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadVapidKeys(config)).toEqual(first);
  });

  it('come from the environment when set', () => {
    const config = loadConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'a'.repeat(43), VAPID_SUBJECT: 'https://kinbo.example' });
    expect(loadVapidKeys(config)).toEqual({ publicKey: 'B'.repeat(87), privateKey: 'a'.repeat(43), subject: 'https://kinbo.example' });
  });
});

const PAYLOADS: Record<NoticeKind, Record<string, string | number>> = {
  outbid: { auction: 3, name: 'Gold', amount: '1200.5' },
  bid_ending: { auction: 3, name: 'Gold', amount: '20' },
  bid_won: { auction: 3, name: 'Gold', amount: '20', reward: '50' },
  bid_lost: { auction: 3, name: 'Gold', amount: '20' },
  deal_drawing: { room: 4, name: 'Tea' },
  deal_won: { room: 4, name: 'Tea', prize: '100' },
  deal_lost: { room: 4, name: 'Tea', refund: '100', reward: '1.5' },
  deal_disbanded: { room: 4, name: 'Tea', refund: '100' },
  deposit: { order: 9, amount: '10', coin: 'USDT' },
  withdraw_sent: { withdrawal: 8, amount: '10', coin: 'USDT' },
  withdraw_failed: { withdrawal: 8, amount: '10', coin: 'KinBo', refund: '10' },
  tickets_received: { from: 'Lumen', count: '3' },
  voucher_sold: { amount: '100' },
};

describe('push texts', () => {
  it('write every kind in every language with its values, the page it opens and its tag', () => {
    for (const lang of LANGS)
      for (const kind of NOTICE_KINDS) {
        const message = pushMessage(kind, PAYLOADS[kind], lang);
        expect(message.title.length, `${lang} ${kind}`).toBeGreaterThan(0);
        expect(message.body, `${lang} ${kind}`).not.toMatch(/[{}]/);
      }
    expect(pushMessage('outbid', PAYLOADS.outbid, 'en')).toEqual({
      kind: 'outbid',
      title: 'Outbid',
      body: 'You were outbid on Gold: the highest bid is now 1,200.5 KinBo.',
      url: '/competitivegames/room?roomId=3',
      tag: 'outbid-3',
    });
    expect(pushMessage('deal_won', PAYLOADS.deal_won, 'en')).toMatchObject({ url: '/grouppurchasegames/room?roomId=4', tag: 'room-4' });
    expect(pushMessage('withdraw_sent', PAYLOADS.withdraw_sent, 'en')).toMatchObject({ url: '/reports', tag: 'withdraw_sent-8' });
  });
});
