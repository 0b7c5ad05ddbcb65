import { Logo } from './Logo';

/** What the static HTML shows until the visitor's language is known (no text to translate). */
export function Splash() {
  return (
    <div className="flex min-h-dvh items-center justify-center" aria-busy="true">
      <Logo className="h-9 w-auto opacity-90" />
    </div>
  );
}
