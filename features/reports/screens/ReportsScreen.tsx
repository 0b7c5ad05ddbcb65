'use client';
import { useFollowMoney } from '@/platform/live/useFollowMoney';
import { AppLink } from '@/platform/shell/AppLink';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Tabs } from '@/ui/Tabs';
import { ChevronRightIcon } from '@/ui/icons/ChevronRight';
import { FilterIcon } from '@/ui/icons/Filter';
import type { ReportTabType } from '@/shared/contract';
import { filterPopupReducer, hasCategory, initialFilterPopup, isFiltered } from '@/features/reports/filter';
import { decideInitialView } from '@/features/reports/initialView';
import { clearInitialReportTab, peekInitialReportTab } from '@/features/reports/navState';
import { DEFAULT_REPORT_TAB, INITIAL_TAB_DELAY_MS, parseReportTab, REPORT_TABS } from '@/features/reports/tabs';
import { reportsHref } from '@/platform/shell/routes';
import { useReportsView } from '@/features/reports/viewStore';
import { ROUTES } from '@/platform/shell/routes';
import { FilterSheet } from './FilterSheet';
import { IncomeSummary } from './IncomeSummary';
import { ReportList } from './ReportList';

/**
 * Spec §2 reports: seven tabs, a filter sheet, and the paged list of the chosen tab and filter.
 * Uses useSearchParams: render it under <Suspense>.
 */
export function ReportsScreen() {
  const t = useTranslations('reports');
  const router = useRouter();
  const searchParams = useSearchParams();
  useFollowMoney();
  const [boot] = useState(() => decideInitialView(peekInitialReportTab(), parseReportTab(searchParams.get('type')), useReportsView.getState().lastView));
  const [tab, setTab] = useState<ReportTabType | null>(boot.tab);
  const [popup, dispatch] = useReducer(filterPopupReducer, boot.filter, initialFilterPopup);
  const filter = popup.committed;
  const tabsRef = useRef<HTMLDivElement>(null);

  // Spec §2/§9: an initial tab handed over by another screen is applied after 500 ms.
  useEffect(() => {
    clearInitialReportTab();
    const pending = boot.pendingTab;
    if (!pending) return;
    const id = window.setTimeout(() => setTab(pending), INITIAL_TAB_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [boot]);

  useEffect(() => {
    if (tab === null) return;
    useReportsView.getState().remember(tab, filter);
    // Keep the chosen tab visible in the strip (KinBo sits past the edge on a phone).
    tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [tab, filter]);

  const selectTab = (next: ReportTabType) => {
    if (next === tab) return;
    setTab(next);
    // The address follows the tab, so coming back from a record's details lands on the same list.
    router.replace(reportsHref(next), { scroll: false });
  };

  const shownTab = tab ?? DEFAULT_REPORT_TAB;
  const filtered = tab !== null && isFiltered(tab, filter);

  return (
    <div className="flex flex-col gap-3 pb-2">
      <div className="flex items-center justify-between gap-2 pt-2">
        <h1 className="text-xl font-bold">{t('title')}</h1>
        <button
          type="button"
          onClick={() => dispatch({ type: 'open' })}
          aria-label={filtered ? t('filter.openActive') : t('filter.open')}
          aria-haspopup="dialog"
          data-testid="filter-button"
          className="relative -mr-2 flex min-h-touch min-w-touch items-center justify-center rounded-pill text-fg-muted hover:text-fg"
        >
          <FilterIcon />
          {filtered && <span className="absolute right-2.5 top-2.5 h-2 w-2 rounded-pill bg-accent" aria-hidden="true" />}
        </button>
      </div>
      <div ref={tabsRef}>
        <Tabs
          label={t('tabsLabel')}
          variant="underline"
          className="-mx-4 px-4"
          items={REPORT_TABS.map(({ type, labelKey }) => ({ key: type, label: t(`tabs.${labelKey}`) }))}
          value={shownTab}
          onChange={selectTab}
        />
      </div>
      <div
        role="tabpanel"
        aria-label={t(`tabs.${REPORT_TABS.find((x) => x.type === shownTab)?.labelKey ?? 'overview'}`)}
        className="flex flex-col gap-3"
        data-testid="reports-panel"
        data-tab={tab ?? ''}
      >
        {tab !== null && hasCategory(tab) && <IncomeSummary category={filter.category} />}
        {tab === 'kinbo' && (
          <AppLink
            href={ROUTES.releaseDetails}
            className="flex min-h-touch items-center justify-between rounded-card border border-line/60 bg-surface px-4 text-[15px] font-medium hover:bg-surface-raised"
            data-testid="release-details-link"
          >
            {t('release.open')}
            <ChevronRightIcon size={18} className="text-fg-faint" />
          </AppLink>
        )}
        <ReportList tab={tab} filter={filter} onClearFilter={filtered ? () => dispatch({ type: 'reset' }) : undefined} />
      </div>
      <FilterSheet state={popup} dispatch={dispatch} showCategory={hasCategory(shownTab)} />
    </div>
  );
}
