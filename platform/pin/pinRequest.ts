import type { ReactNode } from 'react';
import { create } from 'zustand';

/**
 * Asks for the security password from anywhere (a hook, a mutation) without lib/ importing a
 * component: a request goes into this store and the PinHost component (platform/pin/PinHost.tsx) renders the
 * one PinDialog for it. One request at a time; a second one while the dialog is open is refused.
 */
export interface PinRequest {
  title?: string;
  description?: ReactNode;
  confirmLabel?: string;
  /**
   * Runs the protected action with the PIN as lower-case MD5 hex. Resolving closes the dialog; throwing
   * keeps it open for another try (a WrongPinError shows the tries left).
   */
  onConfirm: (pinMd5: string) => Promise<unknown>;
}

interface ActiveRequest extends PinRequest {
  id: number;
  /** Settles the promise returned by requestPin: true once onConfirm resolved, false when cancelled. */
  settle: (done: boolean) => void;
}

interface PinRequestState {
  active: ActiveRequest | null;
}

export const usePinRequest = create<PinRequestState>()(() => ({ active: null }));

let nextId = 1;

/** Opens the PIN dialog; resolves true when the action succeeded, false when the user cancelled. */
export function requestPin(request: PinRequest): Promise<boolean> {
  if (usePinRequest.getState().active) return Promise.resolve(false);
  return new Promise<boolean>((resolve) => {
    const id = nextId++;
    usePinRequest.setState({
      active: {
        ...request,
        id,
        settle: (done) => {
          if (usePinRequest.getState().active?.id === id) usePinRequest.setState({ active: null });
          resolve(done);
        },
      },
    });
  });
}

/** The host calls these when the dialog confirms (after onConfirm resolved) or closes. */
export function settlePinRequest(done: boolean) {
  usePinRequest.getState().active?.settle(done);
}
