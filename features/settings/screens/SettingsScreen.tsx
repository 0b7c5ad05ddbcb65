'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import { LinkRow } from '@/ui/LinkRow';
import { Dialog } from '@/ui/Overlay';
import { PageHeader } from '@/platform/shell/PageHeader';
import { ChevronRightIcon } from '@/ui/icons/ChevronRight';
import { GlobeIcon } from '@/ui/icons/Globe';
import { LogoutIcon } from '@/ui/icons/Logout';
import { ShieldIcon } from '@/ui/icons/Shield';
import { UserEditIcon } from '@/ui/icons/UserEdit';
import { LanguageSheet } from '@/platform/i18n/LanguageSheet';
import { LOCALE_NAMES } from '@/platform/i18n/locales';
import { useI18n } from '@/platform/i18n/store';
import { userApi } from '@/platform/account/user';
import { useSession } from '@/platform/session/store';
import { ROUTES } from '@/platform/shell/routes';
import { NoticePrefsSection } from './NoticePrefsSection';
import { PushSection } from './PushSection';
import { stopPush } from '@/platform/push/later';

/** From package.json at build time (next.config.mjs `env`). */
const APP_VERSION = process.env.NEXT_PUBLIC_APP_VERSION ?? '0.0.0';

/** Spec §2 settings: edit profile, security, language, logout with confirmation, the app version. */
export function SettingsScreen() {
  const t = useTranslations('settings');
  const tc = useTranslations('common');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [choosingLanguage, setChoosingLanguage] = useState(false);
  const locale = useI18n((s) => s.locale);

  const logout = async () => {
    setLeaving(true);
    // The server revokes the token first, so a copied token stops working too; a failure
    // (offline, already expired) does not keep the user logged in here.
    // This device stops receiving the user's pushes (while the session still can say so).
    await stopPush();
    await userApi.logout().catch(() => undefined);
    // Clears local storage, the wallet address and user info (all live in the session store).
    useSession.getState().clearAll();
    queryClient.clear();
    setConfirming(false);
    router.replace(ROUTES.login);
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('title')} />
      <ul className="divide-y divide-line/60 overflow-hidden rounded-card border border-line/60 bg-surface">
        <LinkRow href={ROUTES.profileEdit} label={t('editProfile')} Icon={UserEditIcon} />
        <LinkRow href={ROUTES.profileSecurity} label={t('security')} Icon={ShieldIcon} />
        <li>
          <button
            type="button"
            onClick={() => setChoosingLanguage(true)}
            data-testid="settings-language"
            className="flex min-h-[56px] w-full items-center gap-3 px-4 text-left hover:bg-surface-raised"
          >
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-pill bg-surface-raised text-accent">
              <GlobeIcon size={20} />
            </span>
            <span className="min-w-0 flex-1 text-[15px]">{t('language')}</span>
            <span className="text-sm text-fg-muted" data-testid="settings-language-current">
              {LOCALE_NAMES[locale]}
            </span>
            <ChevronRightIcon size={18} className="shrink-0 text-fg-faint" />
          </button>
        </li>
      </ul>
      <LanguageSheet open={choosingLanguage} onClose={() => setChoosingLanguage(false)} />
      <Button variant="secondary" size="lg" block onClick={() => setConfirming(true)} className="text-danger!">
        <LogoutIcon size={20} />
        {t('logout')}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('logoutConfirmTitle')}
        footer={
          <>
            <Button variant="secondary" block onClick={() => setConfirming(false)}>
              {tc('cancel')}
            </Button>
            <Button variant="danger" block onClick={() => void logout()} loading={leaving} disabled={leaving} data-testid="confirm-logout">
              {t('logoutConfirm')}
            </Button>
          </>
        }
      >
        <p className="text-sm text-fg-muted">{t('logoutConfirmBody')}</p>
      </Dialog>
      <p className="pt-2 text-center text-xs text-fg-faint" data-testid="app-version">
        {t('version', { version: APP_VERSION })}
      </p>
      {/* Last on the screen: it appears once its preferences load, and moves nothing above it. */}
      <NoticePrefsSection />
      <PushSection />
    </div>
  );
}
