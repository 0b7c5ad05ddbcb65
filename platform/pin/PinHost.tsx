'use client';
import { lazyComponent } from '@/platform/async/lazy';
import { settlePinRequest, usePinRequest } from '@/platform/pin/pinRequest';

/** The dialog's code (and md5) loads with the first PIN request, never with the page. */
const PinDialog = lazyComponent(() => import('./PinDialog').then((m) => m.PinDialog));

/**
 * Renders the PIN dialog for requests made with requestPin() (platform/pin/pinRequest.ts), e.g. by
 * useMoneyAction. Mounted once in the app shell.
 */
export function PinHost() {
  const active = usePinRequest((s) => s.active);
  if (!active) return null;
  return (
    <PinDialog
      key={active.id}
      open
      title={active.title}
      description={active.description}
      confirmLabel={active.confirmLabel}
      onConfirm={async (pinMd5) => {
        await active.onConfirm(pinMd5);
        settlePinRequest(true);
      }}
      onClose={() => settlePinRequest(false)}
    />
  );
}
