'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { ActionRefusal } from '@/components/ui/ActionRefusal';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { TextField } from '@/components/ui/Field';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { ApiError } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/keys';
import { useMoneyPrechecks } from '@/lib/api/moneyPrechecks';
import { checkEmailQuery, TICKET_DOMAINS, TICKET_PATHS, ticketApi } from '@/lib/api/ticket';
import { userInfoQuery } from '@/lib/api/user';
import { useMoneyAction } from '@/lib/api/useMoneyAction';
import { API_CODES } from '@/lib/contract';
import { confirmationHref, ROUTES } from '@/lib/routes';
import {
  sanitizeQuantityInput,
  transferCheckError,
  transferEmailError,
  transferQuantityError,
  type FieldMessage,
} from '@/lib/validation/wallet';

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * /wallet/transfer (spec §5 Ticket transfer): the receiver's e-mail is checked first (user/checkEmail
 * shows their avatar and e-mail), then a whole number of tickets, the PIN, ticket/give → ticketsent.
 */
export function TicketTransferScreen() {
  const t = useTranslations('tickets');
  const tr = useTranslations();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { data: user } = useQuery(userInfoQuery());
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.userInfo });
  }, [queryClient]);

  const [email, setEmail] = useState('');
  const [quantity, setQuantity] = useState('');
  // The e-mail last sent to user/checkEmail; its answer counts only while the field still holds it.
  const [checkedEmail, setCheckedEmail] = useState('');
  const [showEmailError, setShowEmailError] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const check = useQuery(checkEmailQuery(checkedEmail));
  const current = checkedEmail !== '' && checkedEmail === normalise(email);
  const receiver = current && check.isSuccess ? check.data : null;
  const notFound = current && check.error instanceof ApiError && check.error.code === API_CODES.USER_NOT_FOUND;
  const otherCheckError = current && check.error && !notFound ? check.error.message : null;

  const emailError = transferCheckError(email, receiver ? checkedEmail : null, notFound);
  const quantityError = transferQuantityError(quantity, user?.ticket);
  const text = (error: FieldMessage | null) => (error ? tr(error.key, error.values) : undefined);
  // Before a submit only the check's own outcome shows; "check first" waits for a submit.
  const emailMessage =
    otherCheckError ??
    (submitted ? text(emailError) : notFound ? text(emailError) : showEmailError ? text(transferEmailError(email)) : undefined);

  const prechecks = useMoneyPrechecks();
  const give = useMoneyAction({
    precheck: (vars: { email: string; number: number }) => prechecks.ownEmail(vars.email),
    request: (vars: { email: string; number: number }, pin) => ticketApi.give({ ...vars, password: pin ?? '' }),
    pin: { description: (vars) => t('sendPinDescription', { count: vars.number, email: vars.email }) },
    invalidates: TICKET_DOMAINS,
    scope: TICKET_PATHS.give,
    successMessage: () => t('sent'),
    onSuccess: () => router.push(confirmationHref('ticketSent')),
  });

  const runCheck = () => {
    setShowEmailError(true);
    if (transferEmailError(email)) return;
    const value = normalise(email);
    if (value === checkedEmail) void check.refetch();
    else setCheckedEmail(value);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // The e-mail as checked (checkEmail answers it masked, so the receiver card never shows it in full).
    const vars = { email: receiver ? checkedEmail : normalise(email), number: Number(quantity) };
    // Sending to oneself is refused in place (give's pre-check) whatever else the form still lacks.
    if (!prechecks.ownEmail(vars.email) && (emailError || quantityError || !receiver)) return;
    void give.run(vars);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 pb-6" data-testid="transfer-form">
      <PageHeader title={t('transferTitle')} fallbackHref={ROUTES.wallet} />
      <TextField
        label={t('email')}
        placeholder={t('emailPlaceholder')}
        type="email"
        inputMode="email"
        autoComplete="off"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setShowEmailError(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            runCheck();
          }
        }}
        error={emailMessage}
        trailing={
          <Button
            size="sm"
            variant="secondary"
            className="-mr-2"
            loading={current && check.isFetching}
            onClick={runCheck}
            data-testid="check-email"
          >
            {t('check')}
          </Button>
        }
      />
      {receiver && (
        <Card className="flex items-center gap-3" data-testid="receiver">
          <Avatar src={receiver.avatar} alt="" size={44} />
          <div className="flex min-w-0 flex-col">
            <span className="text-[13px] text-fg-faint">{t('receiver')}</span>
            <span className="truncate font-semibold">{receiver.nickname || t('noNickname')}</span>
            <span className="truncate text-sm text-fg-muted">{receiver.email}</span>
          </div>
        </Card>
      )}
      {current && check.isFetching && !receiver && (
        <div className="flex justify-center py-2" aria-hidden="true">
          <Spinner className="h-5 w-5" />
        </div>
      )}
      <TextField
        label={t('quantity')}
        placeholder={t('quantityPlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        value={quantity}
        data-testid="transfer-quantity"
        onChange={(e) => setQuantity(sanitizeQuantityInput(e.target.value))}
        // A fraction is refused as soon as it is typed: tickets are whole (issue 24).
        error={submitted || quantityError?.key === 'tickets.errors.quantityWhole' ? text(quantityError) : undefined}
        hint={user ? t('available', { count: user.ticket }) : undefined}
        trailing={
          <button
            type="button"
            disabled={!user}
            onClick={() => user && setQuantity(String(user.ticket))}
            className="-mr-2 flex min-h-touch min-w-touch items-center justify-center px-2 text-sm font-semibold text-accent disabled:text-fg-faint"
          >
            {t('max')}
          </button>
        }
      />
      <ActionRefusal refusal={give.refusal} />
      <Button type="submit" size="lg" block loading={give.busy}>
        {t('send')}
      </Button>
    </form>
  );
}
