import { Icon, type IconProps } from './Icon';

export const UserEditIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="10" cy="8" r="4" />
    <path d="M3 21c1-3.6 3.6-5.6 7-6M15.5 20.5l.5-2.5 4.5-4.5a1.4 1.4 0 0 1 2 2L18 20l-2.5.5Z" />
  </Icon>
);
