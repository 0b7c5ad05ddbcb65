// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bidRoomHref, depositHref, reportDetailsHref, reportsHref, roomHref, withdrawalHref } from '@/platform/shell/routes';
import { parseReportTab, REPORT_TABS } from './tabs';
import { recallRecord, rememberRecord, setInitialReportTab, takeInitialReportTab } from './navState';

describe('report tabs', () => {
  it('has the seven tabs of the spec in order', () => {
    expect(REPORT_TABS.map((t) => t.type)).toEqual(['chat_not_winning_usdt', 'usdt', 'voucher', 'ticket', 'vp', 'room', 'kinbo']);
  });

  it.each([
    ['kinbo', 'kinbo'],
    ['vp', 'vp'],
    [' usdt ', 'usdt'],
    ['1', 'usdt'],
    ['2', 'voucher'],
    ['0', 'chat_not_winning_usdt'],
    ['7', null],
    ['chat_team_usdt', null],
    ['<script>', null],
    ['', null],
    [null, null],
  ])('?type=%s opens %s', (value, expected) => expect(parseReportTab(value)).toBe(expected));

  it('builds links', () => {
    expect(reportsHref('kinbo')).toBe('/reports?type=kinbo');
    expect(reportsHref()).toBe('/reports');
    expect(roomHref(42)).toBe('/grouppurchasegames/room?roomId=42');
    expect(bidRoomHref(7)).toBe('/competitivegames/room?roomId=7');
    expect(depositHref(1)).toBe('/wallet/deposit?type=1');
    expect(withdrawalHref(0)).toBe('/wallet/withdrawal?type=0');
    expect(reportDetailsHref(9)).toBe('/reports/details?id=9');
  });
});

describe('navigation state', () => {
  const record = { id: 7, title: 'Deposit', type: 'usdt', amount: '1', pm: 1 as const, get_way: 1, created_at: '', create_time: 1, nickname: null, avatar: null, email: null };

  it('hands the tapped record to the details screen, matched by id', () => {
    rememberRecord(record);
    expect(recallRecord(7)).toEqual(record);
    expect(recallRecord()).toEqual(record);
    expect(recallRecord(8)).toBeNull();
  });

  it('ignores a broken stored value', () => {
    sessionStorage.setItem('reports.record', '{not json');
    expect(recallRecord()).toBeNull();
  });

  it('an initial tab is read once', () => {
    setInitialReportTab('vp');
    expect(takeInitialReportTab()).toBe('vp');
    expect(takeInitialReportTab()).toBeNull();
  });
});
