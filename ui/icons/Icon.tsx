import type { ReactNode, SVGProps } from 'react';

/**
 * Line icons (24px grid, currentColor). Inline SVG: no icon font, nothing to download.
 * One file per icon (`ui/icons/<Name>.tsx`), no barrel: a route's chunks carry only the icons it draws.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The line-icon frame, shared by every icon here and by an area's own icons. */
export function Icon({ size = 22, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
