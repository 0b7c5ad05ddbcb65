import { Splash } from '@/platform/shell/Splash';
import { NotFoundRedirect } from '@/platform/shell/NotFoundRedirect';

/**
 * Spec §2: unknown paths redirect to /. Every route loads this boundary, so it is a server
 * component: the splash (the logo, no text to translate) is HTML, and only the redirect
 * (NotFoundRedirect) is client code.
 */
export default function NotFound() {
  return (
    <>
      <Splash />
      <NotFoundRedirect />
    </>
  );
}
