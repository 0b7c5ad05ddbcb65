/**
 * The numbers of spec §5 and §9, free of any schema library so screens can import them without
 * pulling zod into their first load (the schemas themselves load on first validation).
 */
/** A usual e-mail address (spec §5). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const PIN_LENGTH = 6;
export const NICKNAME_MIN = 6;
export const NICKNAME_MAX_EDIT = 36;
export const NICKNAME_MAX_REGISTER = 42;

/** Longer than a PIN: the security-password form then stops without a word (spec §5). */
export const longerThanPin = (value: string) => value.length > PIN_LENGTH;
