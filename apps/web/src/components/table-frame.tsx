import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const SCROLL_HINT = 'Scroll sideways to see every column';

/**
 * A table inside a card: wider than a phone (360 px), it scrolls inside this frame instead of running past the
 * card and making the whole page scroll sideways. While columns are out of view it says so above the table,
 * and a shadow at the cut edge shows that the table goes on (issue 45 item 8: the columns looked cut
 * mid-word). The frame takes the keyboard's focus then, so arrow keys scroll it.
 */
export function TableFrame({ children, label }: { children: ReactNode; label?: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const node = frame.current;
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflows(node.scrollWidth > node.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {overflows && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
          {SCROLL_HINT} →
        </Typography>
      )}
      <Box
        ref={frame}
        {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': label ?? 'Table' } : {})}
        sx={{
          overflowX: 'auto',
          // Scroll shadows: the white covers move with the content (local) and uncover the shadows
          // (scroll) at an edge where more of the table lies.
          background: (theme) => {
            const paper = theme.palette.background.paper;
            return [
              `linear-gradient(to right, ${paper} 30%, transparent) left center / 40px 100% no-repeat local`,
              `linear-gradient(to left, ${paper} 30%, transparent) right center / 40px 100% no-repeat local`,
              'radial-gradient(farthest-side at 0 50%, rgba(0,0,0,.2), transparent) left center / 14px 100% no-repeat scroll',
              'radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,.2), transparent) right center / 14px 100% no-repeat scroll',
            ].join(', ');
          },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        {children}
      </Box>
    </>
  );
}
