'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { LinkRow } from '@/components/ui/LinkRow';
import { Dialog } from '@/components/ui/Overlay';
import { PageHeader } from '@/components/ui/PageHeader';
import { LogoutIcon, ShieldIcon, UserEditIcon } from '@/components/ui/icons';
import { userApi } from '@/lib/api/user';
import { useSession } from '@/lib/session/store';
import { ROUTES } from '@/lib/routes';


/** Spec §2 settings: edit profile, security, and logout with confirmation. */
export function SettingsScreen() {
  const t = useTranslations('settings');
  const tc = useTranslations('common');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    // The server revokes the token first, so a copied token stops working too; a failure
    // (offline, already expired) does not keep the user logged in here.
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
            <Button variant="danger" block onClick={() => void logout()} loading={leaving} disabled={leaving} data-testid="confirm-logout">
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
