import { z } from 'zod';

/**
 * Query-string fields (always strings on the wire). A bad value becomes the generic translated
 * "field X has an invalid value" through parseInput (lib/validation.ts).
 */

/** A whole number in [min, max] given as a decimal string. */
export function intParam(min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^-?\d{1,12}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** One of the given whole numbers. */
export function intChoice<const T extends readonly number[]>(choices: T) {
  return intParam(Math.min(...choices), Math.max(...choices)).refine((n): n is T[number] => choices.includes(n));
}

/** One of the given strings. */
export function textChoice<const T extends readonly [string, ...string[]]>(choices: T) {
  return z.string().trim().pipe(z.enum(choices));
}

/** Spec §9: page size 20; a page is at most 100 rows. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;
export const pageParams = {
  page: intParam(1, MAX_PAGE).default(1),
  limit: intParam(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};
