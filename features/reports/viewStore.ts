import { create } from 'zustand';
import type { ReportTabType } from '@/shared/contract';
import type { ReportFilter } from './filter';

/**
 * The tab and filter the user last looked at, in memory only: coming back from a record's
 * details (or through the tab bar) shows the same list instead of starting over on Overview.
 */
interface ReportsViewState {
  lastView: { tab: ReportTabType; filter: ReportFilter } | null;
  remember(tab: ReportTabType, filter: ReportFilter): void;
  forget(): void;
}

export const useReportsView = create<ReportsViewState>()((set) => ({
  lastView: null,
  remember: (tab, filter) => set({ lastView: { tab, filter } }),
  forget: () => set({ lastView: null }),
}));
