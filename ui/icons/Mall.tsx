import { Icon, type IconProps } from './Icon';

export const MallIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16l-1.2 12.2a2 2 0 0 1-2 1.8H7.2a2 2 0 0 1-2-1.8L4 7Z" />
    <path d="M9 10V6a3 3 0 0 1 6 0v4" />
  </Icon>
);
