import { Splash } from '@/platform/shell/Splash';
import { NotFoundRedirect } from '@/platform/shell/NotFoundRedirect';

/**
 * Spec §2: unknown paths redirect to /. Every route's first load carries this boundary, so it is a
 * server component: the splash (the logo, no text to translate) is HTML, and only the redirect is
 * client code (0.2 KiB instead of 0.8).
 */
export default function NotFound() {
  return (
    <>
      <Splash />
      <NotFoundRedirect />
    </>
  );
}
