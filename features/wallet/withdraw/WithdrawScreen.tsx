'use client';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '@/platform/shell/AppLink';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { FieldAction, TextField } from '@/ui/Field';
import { CopyIcon } from '@/ui/icons/Copy';
import { PageHeader } from '@/platform/shell/PageHeader';
import { Skeleton } from '@/ui/Skeleton';
import { useCopy } from '@/ui/useCopy';
import { coinListQuery, kinboPrice } from '@/platform/account/kinboPrice';
import { mainConfigQuery } from '@/platform/account/mainConfig';
import { useMoneyAction } from '@/platform/money/useMoneyAction';
import { ActionRefusal } from '@/platform/money/ActionRefusal';
import { WITHDRAW_DOMAINS, withdrawApi, type WithdrawInput } from '@/features/wallet/withdraw/api';
import { WALLET } from '@/shared/contract/endpoints/wallet';
import { shortenAddress } from '@/shared/format/address';
import { formatAmount, isPositiveAmount, subtract } from '@/shared/format/amount';
import { canGoBackInApp } from '@/platform/shell/navigation';
import { confirmationHref, ROUTES } from '@/platform/shell/routes';
import { useSession } from '@/platform/session/store';
import { kinboShortfall, usdtWithdrawFeeUsdt, withdrawalQuote, type WalletTokenType } from '@/shared/money/fees';
import { isSupportedChainId, NETWORKS, type SupportedChainId } from '@/shared/chain/networks';
import { ownContractAddresses } from '@/shared/chain/ownAddresses';
import { switchWalletNetwork } from '@/platform/wallet/useWallet';
import { parseAssetTypeParam, sanitizeAmountInput, withdrawAmountValues, type WithdrawAmountLimits } from '@/features/wallet/withdraw/rules';
import type { WithdrawContext, WithdrawValues } from '@/features/wallet/forms/walletForms';
import { ConnectGate } from '../../../platform/wallet/ConnectGate';
import { NetworkPicker } from '../../../platform/wallet/NetworkPicker';
import { useFreshUserInfo } from '@/platform/account/useFreshUserInfo';
import { WithdrawFeeChoice } from '@/features/wallet/withdraw/WithdrawFeeChoice';

const TOKEN_NAME: Record<WalletTokenType, string> = { 0: 'USDT', 1: 'KinBo' };
/** Where each asset can be withdrawn: USDT on both chains, KinBo on BNB Smart Chain only, as the spec says. */
const NETWORKS_OF: Record<WalletTokenType, readonly SupportedChainId[]> = { 0: [56, 137], 1: [56] };

/**
 * /wallet/withdrawal?type=0|1 (spec §2, §5, §9). Any other `type` is refused, not guessed.
 * `validation`: the form's rules, a lazy part of the route (./route.client.ts).
 */
export function WithdrawScreen({ validation }: { validation: Resolver<WithdrawValues, WithdrawContext> }) {
  const t = useTranslations('withdraw');
  const type = parseAssetTypeParam(useSearchParams().get('type'));
  if (type === null) {
    return (
      <div className="flex flex-col gap-4 pb-6">
        <PageHeader title={t('titleUsdt')} fallbackHref={ROUTES.wallet} />
        <Card className="flex flex-col gap-3" data-testid="withdraw-invalid-type">
          <p className="text-sm text-fg-muted">{t('invalidType')}</p>
          <AppLink href={ROUTES.wallet} className="flex min-h-touch items-center font-semibold text-accent">
            {t('toAssets')}
          </AppLink>
        </Card>
      </div>
    );
  }
  return <WithdrawForm type={type} validation={validation} />;
}

function WithdrawForm({ type, validation }: { type: WalletTokenType; validation: Resolver<WithdrawValues, WithdrawContext> }) {
  const t = useTranslations('withdraw');
  const tr = useTranslations();
  const router = useRouter();
  const copy = useCopy();
  const token = TOKEN_NAME[type];

  // Balances are refreshed on entry (spec §4); the stored copy shows meanwhile.
  const { info: user } = useFreshUserInfo();
  const { data: config } = useQuery(mainConfigQuery());
  const { data: coins } = useQuery(coinListQuery());
  const price = kinboPrice(coins);

  // The wallet as the session store knows it: no wallet library on this page.
  const hydrated = useSession((s) => s.hydrated);
  const walletAddress = useSession((s) => s.walletAddress);
  const walletChainId = useSession((s) => s.walletChainId);
  const walletStatus = useSession((s) => s.walletStatus);
  const connected = hydrated && walletStatus === 'connected' && !!walletAddress;
  const chainId = isSupportedChainId(walletChainId) ? walletChainId : null;
  const kinboWrongChain = type === 1 && connected && chainId !== 56;

  const balance = type === 0 ? user?.usdt_amount : user?.kinbo;
  const min = type === 0 ? config?.withdraw_min_usdt : config?.withdraw_min_kinbo;

  // A USDT withdrawal may pay its fee in USDT where the API's config offers it (not in the spec).
  const usdtFeeRate = type === 0 ? config?.withdraw_fee_usdt_rate : undefined;
  const [feeInUsdt, setFeeInUsdt] = useState(false);
  const paysUsdtFee = feeInUsdt && usdtFeeRate !== undefined;
  const quoteFor = (amount: string, inUsdt = paysUsdtFee) =>
    config && (price || inUsdt) && isPositiveAmount(amount)
      ? withdrawalQuote({
          type,
          amount,
          kinboPrice: price ?? '0',
          withdrawUsdtRate: config.withdraw_usdt_rate,
          withdrawKinboRate: config.withdraw_kinbo_rate,
          feeUsdtRate: inUsdt ? usdtFeeRate : undefined,
        })
      : null;
  // What the amount rule checks against (minimum, balance, the fee of that amount in KinBo), null while loading.
  const limitsFor = (amount: string): WithdrawAmountLimits | null =>
    min !== undefined && balance !== undefined ? { min, balance, token, feeKinbo: type === 0 && !paysUsdtFee ? quoteFor(amount)?.feeKinbo : null, kinboBalance: user?.kinbo } : null;

  // The schema (zod and the EIP-55 check's keccak) loads after the first paint, not with the page; a
  // submit made before it arrives waits for it, so a bad checksum is refused before the PIN.
  const {
    register,
    handleSubmit,
    setValue,
    trigger,
    control,
    formState: { errors, isSubmitted },
  } = useForm<WithdrawValues, WithdrawContext>({
    resolver: validation,
    context: { limitsFor, ownAddresses: ownContractAddresses() },
    defaultValues: { address: walletAddress ?? '', amount: '' },
  });
  const amount = useWatch({ control, name: 'amount' });
  const address = useWatch({ control, name: 'address' });

  // The address follows the connected wallet until the user types their own.
  const [typedAddress, setTypedAddress] = useState(false);
  useEffect(() => {
    if (!typedAddress) setValue('address', walletAddress ?? '', { shouldValidate: isSubmitted });
  }, [typedAddress, walletAddress, setValue, isSubmitted]);

  // The amount rule depends on who pays the fee: checked again when that changes.
  useEffect(() => {
    if (isSubmitted) void trigger('amount');
  }, [paysUsdtFee, isSubmitted, trigger]);

  const quote = quoteFor(amount);
  const limits = limitsFor(amount);
  const message = (error: { message?: string } | undefined) => (error?.message ? tr(error.message, limits ? withdrawAmountValues(limits) : undefined) : undefined);

  const withdraw = useMoneyAction({
    request: (input: WithdrawInput, pin) => withdrawApi.withdraw(input, pin ?? ''),
    pin: {
      description: (input) => (
        <>
          {t('pinDescription', { amount: formatAmount(input.amount, 6, { trimZeros: true }), token, address: shortenAddress(input.address) })}
          {input.feeKinbo !== undefined && <span className="mt-1 block">{t('pinFee', { fee: formatAmount(input.feeKinbo, 6) })}</span>}
          {input.feeUsdt !== undefined && (
            <span className="mt-1 block">{t('pinFeeUsdt', { fee: formatAmount(input.feeUsdt, 6), receive: formatAmount(subtract(input.amount, input.feeUsdt), 6) })}</span>
          )}
        </>
      ),
    },
    invalidates: WITHDRAW_DOMAINS,
    scope: WALLET.withdraw.path,
    successMessage: () => t('submitted'),
    onSuccess: () => router.push(confirmationHref('withdrawal')),
  });

  const onSubmit = handleSubmit((values) => {
    if (!connected || !chainId || kinboWrongChain || !config || balance === undefined) return;
    const amount = values.amount.replace(/\.$/, '');
    // The fee the PIN dialog confirms is the one the server must take.
    const confirmed = type === 0 ? quoteFor(amount) : null;
    if (paysUsdtFee && !confirmed) return;
    const fee = paysUsdtFee ? { feeUsdt: confirmed?.feeUsdt } : { feeKinbo: confirmed?.feeKinbo };
    void withdraw.run({ chainId, type, amount, address: values.address.trim(), ...fee });
  });

  const loading = !config || balance === undefined;
  const addressField = register('address');
  const amountField = register('amount');
  const kinboQuote = type === 0 ? quoteFor(amount, false) : null;
  const kinboShort = kinboQuote && user ? kinboShortfall(kinboQuote.feeKinbo, user.kinbo) : null;
  const usdtOption = usdtFeeRate !== undefined ? quoteFor(amount, true) : null;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4 pb-6" data-testid="withdraw-form">
      <PageHeader title={type === 0 ? t('titleUsdt') : t('titleKinbo')} fallbackHref={ROUTES.wallet} />
      <NetworkPicker chains={NETWORKS_OF[type]} />
      {kinboWrongChain && (
        // The KinBo-only-on-BSC prompt without wagmi (ChainGuard needs it): the switch request loads
        // the wallet code on tap, not with the page.
        <div role="alert" data-testid="kinbo-bsc-only" className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
          <p className="text-[15px] leading-relaxed text-fg">{tr('wallet.kinboBscOnly')}</p>
          <Button block onClick={() => void switchWalletNetwork(56)}>
            {tr('wallet.switchTo', { network: tr(`wallet.${NETWORKS[56].nameKey}`) })}
          </Button>
          <Button block variant="secondary" onClick={() => (canGoBackInApp() ? router.back() : router.replace(ROUTES.wallet))}>
            {tr('wallet.goBack')}
          </Button>
        </div>
      )}
      <TextField
        label={t('address')}
        placeholder={t('addressPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        error={message(errors.address)}
        {...addressField}
        onChange={(e) => {
          e.target.value = e.target.value.trim();
          setTypedAddress(true);
          return addressField.onChange(e);
        }}
        trailing={
          address ? (
            <button
              type="button"
              aria-label={t('copyAddress')}
              onClick={() => void copy(address)}
              className="-mr-2 flex min-h-touch min-w-touch items-center justify-center text-fg-muted hover:text-fg"
            >
              <CopyIcon />
            </button>
          ) : null
        }
      />
      {connected && typedAddress && walletAddress && address.toLowerCase() !== walletAddress.toLowerCase() && (
        <button type="button" onClick={() => setTypedAddress(false)} className="-mt-2 self-start min-h-touch text-sm font-semibold text-accent">
          {t('useConnected')}
        </button>
      )}
      <TextField
        label={t('amount')}
        placeholder={min ? t('amountPlaceholder', { number: formatAmount(min, 6, { trimZeros: true }) }) : ''}
        inputMode="decimal"
        autoComplete="off"
        error={message(errors.amount)}
        {...amountField}
        onChange={(e) => {
          e.target.value = sanitizeAmountInput(e.target.value);
          return amountField.onChange(e);
        }}
        hint={balance !== undefined ? t('available', { amount: formatAmount(balance, 6), token }) : undefined}
        trailing={
          <FieldAction
            disabled={balance === undefined}
            onClick={() => balance !== undefined && setValue('amount', formatAmount(balance, 6, { grouping: false, trimZeros: true }), { shouldValidate: isSubmitted })}
          >
            {t('max')}
          </FieldAction>
        }
      />
      <Card className="flex flex-col gap-3 text-sm" data-testid="withdraw-quote">
        {loading ? (
          <>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </>
        ) : (
          <>
            <div className="flex items-start justify-between gap-3">
              <span className="text-fg-muted">{t('fee')}</span>
              <span className="flex min-w-0 flex-col items-end text-right">
                <span className="font-medium tabular-nums" data-testid="withdraw-fee">
                  {paysUsdtFee
                    ? t('feeValueUsdt', { amount: formatAmount(quote?.feeUsdt ?? '0', 6) })
                    : type === 0
                      ? t('feeValue', { amount: formatAmount(quote?.feeKinbo ?? '0', 6) })
                      : t('feeIncluded', { rate: formatAmount(config.withdraw_kinbo_rate, 2, { trimZeros: true }) })}
                </span>
                {paysUsdtFee && <span className="text-[13px] text-fg-muted">{t('feeIncluded', { rate: formatAmount(usdtFeeRate, 2, { trimZeros: true }) })}</span>}
                {type === 0 && !paysUsdtFee && (
                  // The fee stays in KinBo (spec §9); its USDT worth and the rate say what it costs.
                  <span className="text-[13px] tabular-nums text-fg-muted" data-testid="withdraw-fee-detail">
                    {t('feeDetail', {
                      usdt: formatAmount(usdtWithdrawFeeUsdt(quote ? amount : '0', config.withdraw_usdt_rate) ?? '0', 2),
                      rate: formatAmount(config.withdraw_usdt_rate, 2, { trimZeros: true }),
                    })}
                  </span>
                )}
              </span>
            </div>
            <div className="flex items-center justify-between gap-3">
              <span className="text-fg-muted">{t('receive')}</span>
              <span className="text-right text-base font-semibold tabular-nums text-accent" data-testid="withdraw-receive">
                {t('receiveValue', { amount: formatAmount(quote?.receive ?? '0', 6), token })}
              </span>
            </div>
            {type === 0 && user && (
              <p className="text-[13px] text-fg-muted" data-testid="withdraw-kinbo-balance">
                {t('kinboBalance', { amount: formatAmount(user.kinbo, 6) })}
              </p>
            )}
          </>
        )}
      </Card>
      <WithdrawFeeChoice kinboShort={kinboShort} usdtOption={usdtOption} feeInUsdt={paysUsdtFee} onFeeInUsdt={setFeeInUsdt} />
      {hydrated && walletStatus === 'disconnected' && <p className="text-sm text-fg-muted">{t('connectHint')}</p>}
      <ActionRefusal refusal={withdraw.refusal} />
      <ConnectGate>
        {/* A wallet on a network the app does not serve has a network to pick above first. */}
        <Button type="submit" size="lg" block loading={withdraw.busy} disabled={kinboWrongChain || loading || chainId === null}>
          {t('submit')}
        </Button>
      </ConnectGate>
    </form>
  );
}
