import { scrollBehavior } from '@/lib/motion';

/** Brings a part of the Partner Hub into view (smoothly, unless the reader asked for less motion). */
export const scrollTo = (id: string) =>
  document.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
