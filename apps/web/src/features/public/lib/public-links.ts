import type { PublicLink } from '../../../components/public-header';

/** The public pages' header links. */
export const PUBLIC_LINKS: PublicLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Unit registry', href: '/registry' },
  { label: 'Claimed units', href: '/retirement' },
  { label: 'Statistics', href: '/statistics' },
  { label: 'Collaboration', href: '/collaboration' },
];
