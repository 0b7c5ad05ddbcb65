import { Icon, type IconProps } from './Icon';

export const InviteIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2.5 21c1-3.8 3.6-6 6.5-6 1.6 0 3 .6 4.2 1.6M19 14v6M16 17h6" />
  </Icon>
);
