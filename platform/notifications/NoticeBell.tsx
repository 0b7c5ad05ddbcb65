'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { AppLink } from '@/platform/shell/AppLink';
import { ROUTES } from '@/platform/shell/routes';
import { queryKeys } from '@/platform/query/keys';
import { BellIcon } from '@/ui/icons/Bell';
import { toast } from '@/ui/toast';
import { noticeApi, noticePrefsQuery, noticeUnreadQuery } from './api';
import { openNoticeStream } from './noticeStream';
import { noticeHref, noticeValues, shouldAlert } from './text';

/**
 * The top bar's bell: the unread count of the inbox, live over the user's stream. A new entry about
 * another screen than the one on display is also told as a toast (on its own room the screen already
 * shows it), unless the user muted its kind. Loaded after the page (TopBar), so it costs the first load nothing.
 */
export function NoticeBell() {
  const t = useTranslations('notifications');
  const client = useQueryClient();
  const { data } = useQuery(noticeUnreadQuery());
  const count = data?.count ?? 0;
  // Fetched here; read from the cache when an entry arrives.
  useQuery(noticePrefsQuery());

  useEffect(
    () =>
      openNoticeStream((id) => {
        void client.invalidateQueries({ queryKey: queryKeys.notices });
        void noticeApi
          .list(1, 5)
          .then((page) => {
            const notice = page.list.find((n) => n.id === id);
            const muted = client.getQueryData(noticePrefsQuery().queryKey)?.muted ?? [];
            if (notice && shouldAlert(notice, muted, window.location)) {
              toast.info(t(`kinds.${notice.kind}`, noticeValues(notice)), 'notice', { href: noticeHref(notice), label: t('open') });
            }
          })
          .catch(() => undefined);
      }),
    [client, t],
  );

  return (
    <AppLink
      href={ROUTES.notifications}
      aria-label={count > 0 ? t('bellUnread', { count }) : t('bell')}
      data-testid="notice-bell"
      className="relative flex min-h-touch min-w-touch items-center justify-center rounded-pill text-fg hover:bg-surface-raised"
    >
      <BellIcon />
      {count > 0 && (
        <span data-testid="notice-count" className="absolute right-1 top-1 min-w-[18px] rounded-pill bg-danger px-1 text-center text-[11px] font-semibold leading-[18px] text-white">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </AppLink>
  );
}
