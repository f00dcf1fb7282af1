import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once the place they take comes near the screen (IntersectionObserver, 300 px ahead):
 * a chart below the fold, and the code that draws it, load when the reader scrolls toward it rather than with
 * the page's first visit (issue 42's weight). Where the browser lacks the observer, at once.
 */
export function WhenVisible({ height, children }: { height: number; children: () => ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !place.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [seen]);
  if (seen) return <>{children()}</>;
  return <div ref={place} style={{ minHeight: height }} aria-hidden="true" />;
}
