'use client';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { ActionRefusal } from '@/platform/money/ActionRefusal';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { FieldAction, TextField } from '@/ui/Field';
import { PageHeader } from '@/platform/shell/PageHeader';
import { Spinner } from '@/ui/Spinner';
import { ApiError } from '@/platform/http/client';
import { useMoneyPrechecks } from '@/platform/money/moneyPrechecks';
import { checkEmailQuery, TICKET_DOMAINS, ticketApi } from '@/features/wallet/tickets/api';
import { ASSETS } from '@/shared/contract/endpoints/wallet';
import { useMoneyAction } from '@/platform/money/useMoneyAction';
import { API_CODES } from '@/shared/contract';
import { confirmationHref, ROUTES } from '@/platform/shell/routes';
import { sanitizeQuantityInput, transferCheckError, transferEmailError, transferQuantityError, type FieldMessage } from '@/features/wallet/withdraw/rules';
import type { TransferContext, TransferFacts, TransferValues } from '@/features/wallet/forms/walletForms';
import { useFreshUserInfo } from '@/platform/account/useFreshUserInfo';

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * /wallet/transfer (spec §5 Ticket transfer): the receiver's e-mail is checked first (user/checkEmail
 * shows their avatar and e-mail), then a whole number of tickets, the PIN, ticket/give → ticketsent.
 * `validation`: the form's rules, a lazy part of the route (./routes/transfer.client.ts).
 */
export function TicketTransferScreen({ validation }: { validation: Resolver<TransferValues, TransferContext> }) {
  const t = useTranslations('tickets');
  const tr = useTranslations();
  const router = useRouter();
  // Balances are refreshed on entry (spec §4); the stored copy shows meanwhile.
  const { info: user } = useFreshUserInfo();

  // The e-mail last sent to user/checkEmail; its answer counts only while the field still holds it.
  const [checkedEmail, setCheckedEmail] = useState('');
  const [showEmailError, setShowEmailError] = useState(false);
  const check = useQuery(checkEmailQuery(checkedEmail));

  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    trigger,
    control,
    formState: { errors, isSubmitted },
  } = useForm<TransferValues, TransferContext>({
    resolver: validation,
    // The rules need what the check found and the user's tickets, as of the validation (not of this render's start).
    context: { facts: (): TransferFacts => ({ checked: receiver ? checkedEmail : null, notFound, tickets: user?.ticket }) },
    defaultValues: { email: '', quantity: '' },
  });
  const email = useWatch({ control, name: 'email' });
  const quantity = useWatch({ control, name: 'quantity' });

  const current = checkedEmail !== '' && checkedEmail === normalise(email);
  const receiver = current && check.isSuccess ? check.data : null;
  const notFound = current && check.error instanceof ApiError && check.error.code === API_CODES.USER_NOT_FOUND;
  const otherCheckError = current && check.error && !notFound ? check.error.message : null;

  // After a submit the e-mail's message follows the check's answer, not only typing.
  useEffect(() => {
    if (isSubmitted) void trigger('email');
  }, [isSubmitted, trigger, receiver, notFound]);

  const text = (error: FieldMessage | null) => (error ? tr(error.key, error.values) : undefined);
  const fieldText = (error: { message?: string } | undefined) => (error?.message ? tr(error.message) : undefined);
  // Before a submit only the check's own outcome shows; "check first" waits for a submit.
  const emailMessage =
    otherCheckError ?? (isSubmitted ? fieldText(errors.email) : notFound ? text(transferCheckError(email, null, true)) : showEmailError ? text(transferEmailError(email)) : undefined);
  // A fraction is refused as soon as it is typed: tickets are whole.
  const liveQuantityError = transferQuantityError(quantity);
  const quantityMessage = isSubmitted ? fieldText(errors.quantity) : liveQuantityError?.key === 'tickets.errors.quantityWhole' ? text(liveQuantityError) : undefined;

  const prechecks = useMoneyPrechecks();
  const give = useMoneyAction({
    precheck: (vars: { email: string; number: number }) => prechecks.ownEmail(vars.email),
    request: (vars: { email: string; number: number }, pin) => ticketApi.give({ ...vars, password: pin ?? '' }),
    pin: { description: (vars) => t('sendPinDescription', { count: vars.number, email: vars.email }) },
    invalidates: TICKET_DOMAINS,
    scope: ASSETS.ticketGive.path,
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

  // The e-mail as checked (checkEmail answers it masked, so the receiver card never shows it in full).
  const varsOf = (values: TransferValues) => ({ email: receiver ? checkedEmail : normalise(values.email), number: Number(values.quantity) });
  const onSubmit = handleSubmit(
    (values) => void give.run(varsOf(values)),
    () => {
      // Sending to oneself is refused in place (give's pre-check) whatever else the form still lacks.
      const vars = varsOf(getValues());
      if (prechecks.ownEmail(vars.email)) void give.run(vars);
    },
  );

  const emailField = register('email');
  const quantityField = register('quantity');
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4 pb-6" data-testid="transfer-form">
      <PageHeader title={t('transferTitle')} fallbackHref={ROUTES.wallet} />
      <TextField
        label={t('email')}
        placeholder={t('emailPlaceholder')}
        type="email"
        inputMode="email"
        autoComplete="off"
        {...emailField}
        onChange={(e) => {
          setShowEmailError(false);
          return emailField.onChange(e);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            runCheck();
          }
        }}
        error={emailMessage}
        trailing={
          <Button size="sm" variant="secondary" className="-mr-2" loading={current && check.isFetching} onClick={runCheck} data-testid="check-email">
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
        data-testid="transfer-quantity"
        {...quantityField}
        onChange={(e) => {
          e.target.value = sanitizeQuantityInput(e.target.value);
          return quantityField.onChange(e);
        }}
        error={quantityMessage}
        hint={user ? t('available', { count: user.ticket }) : undefined}
        trailing={
          <FieldAction disabled={!user} onClick={() => user && setValue('quantity', String(user.ticket), { shouldValidate: isSubmitted })}>
            {t('max')}
          </FieldAction>
        }
      />
      <ActionRefusal refusal={give.refusal} />
      <Button type="submit" size="lg" block loading={give.busy}>
        {t('send')}
      </Button>
    </form>
  );
}
