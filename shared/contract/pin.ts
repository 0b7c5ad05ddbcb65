import { PIN_LENGTH } from './limits-form';

const PIN_PATTERN = new RegExp(`^\\d{${PIN_LENGTH}}$`);

/** The PIN dialog's rule (spec §5): 6 digits. Returns the message key, or null when the PIN is complete. */
export function pinDialogError(pin: string): string | null {
  return PIN_PATTERN.test(pin) ? null : 'pin.sixDigits';
}

/** What a PIN input keeps of typed or pasted text: digits only, at most 6 ("12 34-56" pastes as 123456). */
export function sanitizePin(text: string) {
  return text.replace(/\D/g, '').slice(0, PIN_LENGTH);
}
