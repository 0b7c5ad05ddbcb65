/**
 * Push code loads on demand (platform/push/push.ts): only the screens that use it, and only when they
 * do, so no screen's first load carries it.
 */
export const loadPush = () => import('./push');

/** Offers push after something the user will want to hear about (joining a room, a bid). */
export function offerPush(): void {
  void loadPush()
    .then((push) => push.askForPushOnce())
    .catch(() => undefined);
}

/** This device stops receiving the user's pushes (on logout, while the session can still say so). */
export function stopPush(): Promise<void> {
  return loadPush()
    .then((push) => push.disablePush())
    .catch(() => undefined);
}
