/** The visitor's time zone for next-intl's date formatting (the build machine's during prerender). */
export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
