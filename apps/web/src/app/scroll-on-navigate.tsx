import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// Where the visitor was on each visited entry of the history, for Back and Forward.
const positions = new Map<string, number>();

/**
 * Scrolls as moving between documents would (what the data router's ScrollRestoration did): a new page
 * starts at the top, or at the element its address names after '#'; Back and Forward return to where the
 * visitor left the page. Rendered beside the page inside its Suspense boundary, so it runs once the page
 * has rendered, not over the loading overlay.
 */
export function ScrollOnNavigate() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (navigationType === 'POP' && positions.has(key)) window.scrollTo(0, positions.get(key) ?? 0);
    else if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}
