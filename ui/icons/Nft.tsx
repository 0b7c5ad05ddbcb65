import { Icon, type IconProps } from './Icon';

export const NftIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m12 2.5 8.5 4.9v9.2L12 21.5l-8.5-4.9V7.4L12 2.5Z" />
    <path d="m8.5 14.5 2-3 1.5 2 1.5-1.5 2 2.5" />
  </Icon>
);
