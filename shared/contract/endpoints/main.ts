import { get, post } from '../endpoint';
import type { BannerPage, CoinEntry, LatestRecord, MainConfig, Page, ReleaseRecord, ReportDetail, ReportRecord, UploadResult } from '../shapes';

/** /api/main/* and /api/coin/list: what every screen reads (config, prices), the banners and the upload. */
export const MAIN = {
  config: get('/api/main/config').returns<MainConfig>(),
  /** Multipart, field `source` (spec §7); answers `uris[0]`. */
  upload: post('/api/main/upload', 'multipart').returns<UploadResult>(),
  articles: get('/api/main/articles', 'articlesQuery').returns<BannerPage>(),
  coinList: get('/api/coin/list').returns<CoinEntry[]>(),
} as const;

/** /api/report/*: the records (spec §7 names these calls, not their paths). */
export const REPORT = {
  list: get('/api/report/list', 'reportQuery').returns<Page<ReportRecord>>(),
  info: get('/api/report/info', 'idQuery').returns<ReportDetail>(),
  /** The newest record of a kind, for the confirmation screens. */
  latest: get('/api/report/latest', 'latestRecordQuery').returns<LatestRecord>(),
  releaseList: get('/api/report/releaseList', 'releaseListQuery').returns<Page<ReleaseRecord>>(),
} as const;
