'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Overlay';
import { PageHeader } from '@/components/ui/PageHeader';
import { ChevronRightIcon, LogoutIcon, ShieldIcon, UserEditIcon } from '@/components/ui/icons';
import { useSession } from '@/lib/session/store';
import { ROUTES } from '@/lib/routes';

function Row({ href, label, Icon }: { href: string; label: string; Icon: ComponentType<{ size?: number }> }) {
  return (
    <li>
      <Link href={href} className="flex min-h-[56px] items-center gap-3 px-4 hover:bg-surface-raised">
        <span className="flex h-9 w-9 items-center justify-center rounded-pill bg-surface-raised text-accent">
          <Icon size={20} />
        </span>
        <span className="flex-1 text-[15px]">{label}</span>
        <ChevronRightIcon size={18} className="text-fg-faint" />
      </Link>
    </li>
  );
}

/** Spec §2 settings: edit profile, security, and logout with confirmation. */
export function SettingsScreen() {
  const t = useTranslations('settings');
  const tc = useTranslations('common');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);

  const logout = () => {
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
        <Row href={ROUTES.profileEdit} label={t('editProfile')} Icon={UserEditIcon} />
        <Row href={ROUTES.profileSecurity} label={t('security')} Icon={ShieldIcon} />
      </ul>
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
            <Button variant="danger" block onClick={logout} data-testid="confirm-logout">
              {t('logoutConfirm')}
            </Button>
          </>
        }
      >
        <p className="text-sm text-fg-muted">{t('logoutConfirmBody')}</p>
      </Dialog>
    </div>
  );
}
