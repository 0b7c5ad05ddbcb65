/**
 * The numbers and patterns of the request rules (spec §5, §9), shared by the server's checks, the app's
 * forms and its screens. Free of any schema library, so a screen can show "6 to 42 characters" without
 * pulling zod into its first load; the schemas built on them live in shared/contract/requests/.
 */

/** A usual e-mail address (spec §5). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** RFC 5321's longest path: longer input is not an address, whatever its shape. */
export const EMAIL_MAX = 254;

export const NICKNAME_MIN = 6;
export const NICKNAME_MAX_EDIT = 36;
export const NICKNAME_MAX_REGISTER = 42;
/** Letters and digits only, with at least one letter (letters-only is fine, digits-only is not). */
export const NICKNAME_PATTERN = /^(?=.*[A-Za-z])[A-Za-z0-9]+$/;

/** The security password (PIN): 6 digits, sent as its MD5. */
export const PIN_LENGTH = 6;
export const PIN_PATTERN = /^\d{6}$/;
/** Passwords and PINs travel as MD5 hex digests (spec §7), either case. */
export const MD5_PATTERN = /^[0-9a-fA-F]{32}$/;

/** Longest e-mail verification code, invite code and avatar URI the server stores. */
export const CODE_MAX = 16;
export const INVITE_MAX = 32;
export const AVATAR_MAX = 2048;

/** Row ids are PostgreSQL integers. */
export const MAX_ID = 2_147_483_647;

/** Spec §9: page size 20; a page is at most 100 rows. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;

/** Decimals a deposit amount (any ERC-20) and a withdrawal or purchase amount (USDT maths) may carry. */
export const DEPOSIT_DECIMALS = 18;
export const WITHDRAW_DECIMALS = 6;
