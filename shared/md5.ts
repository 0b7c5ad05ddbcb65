import { md5 } from 'js-md5';

/** Passwords leave the browser only as MD5 hex (spec §7). Register's `password` is upper case. */
export const md5Lower = (value: string) => md5(value);
export const md5Upper = (value: string) => md5(value).toUpperCase();
