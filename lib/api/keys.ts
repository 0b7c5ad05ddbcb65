/** Query-key factory: one place, so a mutation can invalidate exactly what it changes. */
export const queryKeys = {
  userInfo: ['user', 'info'] as const,
  mainConfig: ['main', 'config'] as const,
  checkEmail: (email: string) => ['user', 'checkEmail', email] as const,
  banners: ['main', 'articles', 'banners'] as const,
  ranking: (period: number) => ['user', 'ranking', period] as const,
  coinList: ['coin', 'list'] as const,
  /** Prefix of every report list page, so a balance change can invalidate them all. */
  reports: ['report'] as const,
  reportInfo: (id: number) => ['report', 'info', id] as const,
  releasePoolInfo: ['user', 'releasePoolInfo'] as const,
  income: ['user', 'income'] as const,
  incomeInfo: (category: string) => ['user', 'incomeInfo', category] as const,
};
