import type { IconProps } from './Icon';

/** Filled crown for the ranking podium (colour via currentColor). */
export const CrownIcon = ({ size = 22, ...rest }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
    <path fill="currentColor" d="M3 7.5 7.5 11 12 4.5 16.5 11 21 7.5 19.3 18H4.7L3 7.5Z" />
    <rect fill="currentColor" x="4.7" y="19" width="14.6" height="2" rx="1" />
  </svg>
);
