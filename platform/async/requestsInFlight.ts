/**
 * How many API requests are under way, for code that should wait until a screen has its answers
 * (`afterScreen` in ./idle.ts). The API client counts every call here (lib/api/client.ts); this module
 * imports nothing, so the shell can ask without loading the client.
 */

let inFlight = 0;
const waiting = new Set<() => void>();

/** Counts `request` as under way until it settles; returns it unchanged (its value or its error). */
export function trackRequest<T>(request: Promise<T>): Promise<T> {
  inFlight += 1;
  const done = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    for (const resume of [...waiting]) resume();
  };
  request.then(done, done);
  return request;
}

/** The number of API requests under way. */
export function requestsInFlight(): number {
  return inFlight;
}

/** Runs `task` once no API request is under way (at once if none is). Returns a cancel function. */
export function whenNoRequests(task: () => void): () => void {
  if (inFlight === 0) {
    task();
    return () => {};
  }
  const resume = () => {
    waiting.delete(resume);
    task();
  };
  waiting.add(resume);
  return () => waiting.delete(resume);
}
