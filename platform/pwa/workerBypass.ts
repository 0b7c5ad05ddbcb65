/**
 * Requests the service worker never handles: the API (its calls and the live stream, /api/stream) and
 * the chain proxy (/rpc/), on any origin, and any request that asks for an event stream. The worker
 * stops the fetch event for them before its router sees it and never calls respondWith, so the
 * browser sends them itself: a worker restart, update or navigation cannot break a call in flight,
 * and nothing of them is ever cached. Pure, so it is tested without a worker.
 */
export function bypassesWorker(url: URL, accept: string | null = null): boolean {
  if (url.pathname.startsWith('/api/') || url.pathname === '/api') return true;
  if (url.pathname.startsWith('/rpc/') || url.pathname === '/rpc') return true;
  return accept !== null && accept.includes('text/event-stream');
}
