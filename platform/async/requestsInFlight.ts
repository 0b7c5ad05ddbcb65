/**
 * How many API requests are under way: the API client counts every call here (platform/http/client.ts),
 * and code that should wait until a screen has its answers asks.
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
