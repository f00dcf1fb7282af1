import { useSyncExternalStore } from 'react';
import { useTheme, type Theme } from '@mui/material/styles';

// MUI's useMediaQuery is 0.6 kB gzipped of /retirement's first load (issue 14) for what matchMedia and
// useSyncExternalStore do in a few lines. Read on the first render, as MUI's `noSsr: true` did, so the
// page draws its final layout at once. Without matchMedia (jsdom) no query matches, as with MUI's.

const matches = (query: string): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(query).matches;

/** Whether the theme's media query (e.g. `theme.breakpoints.down('sm')`) matches now, updated as it changes. */
export function useThemeMediaQuery(pick: (theme: Theme) => string): boolean {
  const query = pick(useTheme()).replace(/^@media( ?)/m, '');
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
  );
}
