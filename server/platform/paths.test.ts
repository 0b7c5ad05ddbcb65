import { describe, expect, it } from 'vitest';
import { HOME_PATHS } from '../../features/home/api';
import { REPORT_PATHS } from '../../features/reports/api';
import { ASSET_PATHS } from '../../features/wallet/assets/api';
import { startTestServer } from '../test/harness';
import { ASSUMED_PATHS } from './paths';

describe('assumed API paths', () => {
  it('are the same constants on the server and in the app', () => {
    expect(ASSUMED_PATHS).toEqual({
      articles: HOME_PATHS.articles,
      reportList: REPORT_PATHS.list,
      reportInfo: REPORT_PATHS.info,
      releaseList: REPORT_PATHS.releaseList,
      reportLatest: ASSET_PATHS.latest,
    });
  });

  it('are where the server answers', async () => {
    const server = await startTestServer();
    try {
      const { token } = await server.registerUser();
      for (const path of Object.values(ASSUMED_PATHS)) {
        const answer = await server.api.get(path, path === ASSUMED_PATHS.reportInfo ? { id: '1' } : path === ASSUMED_PATHS.reportList ? { type: 'usdt' } : path === ASSUMED_PATHS.reportLatest ? { kind: 'deposit' } : {}, { token });
        expect(answer.status, path).toBe(200);
        expect([0, 30002], path).toContain(answer.code);
      }
    } finally {
      await server.close();
    }
  });
});
