/**
 * The numbers of spec §5 and §9, free of any schema library so screens can import them without
 * pulling zod into their first load (the schemas themselves load on first validation). The wire's
 * numbers are the contract's (shared/contract/limits.ts), shared with the server's checks.
 */
export { EMAIL_PATTERN, PIN_LENGTH, NICKNAME_MIN, NICKNAME_MAX_EDIT, NICKNAME_MAX_REGISTER } from '@/shared/contract/limits';
import { PIN_LENGTH } from '@/shared/contract/limits';

/** Longer than a PIN: the security-password form then stops without a word (spec §5). */
export const longerThanPin = (value: string) => value.length > PIN_LENGTH;
