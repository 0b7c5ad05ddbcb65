/**
 * The envelope's codes the API client itself acts on (spec §9). Apart from the other enums because
 * the client is in every page's first load: a module's data ships whole wherever any of it is used.
 */

/** Spec §9: success code 0; 40100 / 40200 / 40300 end the session. */
export const SUCCESS_CODE = 0;
export const SESSION_INVALID_CODES = [40100, 40200, 40300] as const;
/** The local server's code for an unexpected failure (API_CODES.INTERNAL): the client shows its own words. */
export const INTERNAL_ERROR_CODE = 50000;
