'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { noticeApi, noticeListQuery } from '@/platform/notifications/api';
import { noticeHref, noticeValues } from '@/platform/notifications/text';
import { useFormatDateTime } from '@/platform/i18n/timeZone';
import { PageHeader } from '@/platform/shell/PageHeader';
import { PagedList } from '@/platform/query/PagedList';
import { usePagedList } from '@/platform/query/usePagedList';
import { queryKeys } from '@/platform/query/keys';
import type { Notice } from '@/shared/contract/notifications';
import { Button } from '@/ui/Button';

/**
 * The inbox: the user's entries, newest first, paged; unread ones marked. Tapping an entry marks it
 * read and opens its room or record; "Mark all read" clears the bell.
 */
export function InboxScreen() {
  const t = useTranslations('notifications');
  const tc = useTranslations('common');
  const router = useRouter();
  const formatDateTime = useFormatDateTime();
  const client = useQueryClient();
  const { state, loadMore, retry } = usePagedList<Notice>(noticeListQuery(), 'notices');
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.notices });
  const readAll = useMutation({ mutationFn: noticeApi.readAll, onSuccess: refresh });
  const open = (notice: Notice) => {
    if (!notice.read) void noticeApi.read(notice.id).then(refresh, () => undefined);
    router.push(noticeHref(notice));
  };
  return (
    <>
      <PageHeader
        title={t('title')}
        action={
          <Button variant="secondary" size="sm" onClick={() => readAll.mutate()} disabled={readAll.isPending} data-testid="notice-read-all">
            {t('markAllRead')}
          </Button>
        }
      />
      <PagedList
        state={state}
        loadMore={loadMore}
        retry={retry}
        texts={{ loading: tc('loading'), noMore: tc('noMore'), loadFailed: tc('serverError'), retry: tc('retry') }}
        testId="notice-list"
        dataListKey="notices"
        emptyText={t('empty')}
        skeletonRows={6}
        listClassName="divide-y divide-line/60 overflow-hidden rounded-card border border-line/60 bg-surface"
        renderItem={(notice) => (
          <button
            key={notice.id}
            type="button"
            onClick={() => open(notice)}
            data-testid="notice-item"
            data-kind={notice.kind}
            data-read={notice.read ? '1' : '0'}
            className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-surface-raised"
          >
            <span aria-hidden="true" className={`mt-2 h-2 w-2 shrink-0 rounded-full ${notice.read ? 'bg-transparent' : 'bg-danger'}`} />
            <span className="min-w-0 flex-1">
              <span className={`block text-sm [overflow-wrap:anywhere] ${notice.read ? 'text-fg-muted' : 'font-semibold text-fg'}`}>
                {!notice.read && <span className="sr-only">{t('unread')}: </span>}
                {t(`kinds.${notice.kind}`, noticeValues(notice))}
              </span>
              <span className="mt-1 block text-xs text-fg-muted">{formatDateTime(new Date(notice.created_at * 1000), { dateStyle: 'medium', timeStyle: 'short' })}</span>
            </span>
          </button>
        )}
      />
    </>
  );
}
