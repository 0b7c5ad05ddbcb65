/** Where the first-requests script (firstRequests.tsx) parks its answers, and under which name. */
export const FIRST_REQUESTS_GLOBAL = '__kinboFirstRequests';

/** A query key as the name of its parked answer. */
export const seedKey = (key: readonly unknown[]) => JSON.stringify(key);
