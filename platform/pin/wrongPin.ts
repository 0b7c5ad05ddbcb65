/**
 * Thrown by a PIN request's onConfirm for a wrong PIN: the dialog stays open and shows the tries left.
 * A module of its own, not pinRequest.ts: that one loads with every page (the shell's PinHost).
 */
export class WrongPinError extends Error {
  constructor(
    message: string,
    /** Tries before the lock, as the server counted them; null when it did not say. */
    readonly triesLeft: number | null,
  ) {
    super(message);
    this.name = 'WrongPinError';
  }
}
