import { Icon, type IconProps } from './Icon';

export const PointsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m12 3 2.7 5.5 6 .9-4.4 4.2 1 6-5.3-2.8-5.3 2.8 1-6L3.3 9.4l6-.9L12 3Z" />
  </Icon>
);
