import { get, post } from '../endpoint';
import type { IncomeClaimResult, IncomeInfo, IncomeSummary, LoginResult, NoData, PublicProfile, RankingEntry, ReleasePoolInfo, UserInfo } from '../shapes';

/** /api/user/*: the account (spec §7; logout and the recovery calls are this API's own, server/README.md). */
export const USER = {
  sendEmail: post('/api/user/sendEmail', 'sendEmailRequest').returns<NoData>(),
  register: post('/api/user/register', 'registerRequest').returns<NoData>(),
  login: post('/api/user/login', 'loginRequest').returns<LoginResult>(),
  info: get('/api/user/info').returns<UserInfo>(),
  updateInfo: post('/api/user/info', 'updateProfileRequest').returns<NoData>(),
  checkEmail: get('/api/user/checkEmail', 'checkEmailQuery').returns<PublicProfile>(),
  logout: post('/api/user/logout').returns<NoData>(),
  forgetPassword: post('/api/user/forgetPassword', 'forgetPasswordRequest').returns<NoData>(),
  forgetPayPassword: post('/api/user/forgetPayPassword', 'forgetPayPasswordRequest').returns<NoData>(),
  resetPassword: post('/api/user/resetPassword', 'resetPasswordRequest').returns<NoData>(),
  resetPayPassword: post('/api/user/resetPayPassword', 'resetPayPasswordRequest').returns<NoData>(),
} as const;

/** /api/user/*: the ledger's reads and the income claim. */
export const REWARDS = {
  ranking: get('/api/user/ranking', 'rankingQuery').returns<RankingEntry[]>(),
  releasePoolInfo: get('/api/user/releasePoolInfo').returns<ReleasePoolInfo>(),
  income: get('/api/user/income').returns<IncomeSummary>(),
  incomeInfo: get('/api/user/incomeInfo', 'incomeInfoQuery').returns<IncomeInfo>(),
  incomeReceive: post('/api/user/incomeReceive').returnsWithMessage<IncomeClaimResult>(),
} as const;
