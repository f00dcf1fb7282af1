import { useDeferredValue, type ReactNode } from 'react';
import { LazyAlert } from '../../../components/lazy-alert';
import Box from '@mui/material/Box';
import { PlainButton } from '../../../components/plain-button';
import Paper from '@mui/material/Paper';
import { PlaceholderLine } from '../../../components/placeholder-line';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { KeysetPaging } from '../lib/list-address';

interface KeysetPage<Item> {
  items: Item[];
  nextCursor: string | null;
  prevCursor: string | null;
}

/**
 * What a public list page shows under its filters (/registry and /retirement): the rows, with Previous and
 * Next by keyset cursor; or, while the first answer is on its way, a skeleton; a notice with Try again when
 * the list cannot be read; what to do when no row matches; and the way back to the first page when an old link
 * names a page that has no rows now.
 */
export function KeysetList<Item>({
  list,
  paging,
  filtered,
  texts,
  skeleton,
  onPage,
  onClear,
  children,
}: {
  list: UseQueryResult<KeysetPage<Item>>;
  paging: KeysetPaging;
  /** Whether a filter narrows the list (so that "Clear filters" is offered when nothing matches). */
  filtered: boolean;
  texts: { unavailable: string; none: string; noneMatch: string; hint?: { none: string; noneMatch: string } };
  skeleton: { rows: number; height: number };
  onPage: (paging: Pick<KeysetPaging, 'after' | 'before'>) => void;
  onClear: () => void;
  children: (items: Item[], busy: boolean) => ReactNode;
}) {
  // The rows render in a transition, in slices, not in the one task in which the answer arrives (Lighthouse's
  // blocking time, issue 14, docs/decisions/060); the skeleton or the previous rows stay until then.
  const data = useDeferredValue(list.data);
  if (list.isError) {
    return (
      <LazyAlert
        severity="info"
        action={
          <PlainButton color="inherit" size="small" onClick={() => void list.refetch()}>
            Try again
          </PlainButton>
        }
      >
        {texts.unavailable}
      </LazyAlert>
    );
  }
  if (!data) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }} aria-busy>
        {Array.from({ length: skeleton.rows }, (_, index) => (
          <PlaceholderLine key={index} height={skeleton.height} />
        ))}
      </Paper>
    );
  }
  const { items, nextCursor, prevCursor } = data;
  if (items.length === 0 && (paging.after !== undefined || paging.before !== undefined)) {
    // A page beyond the rows there are now (an old link after the list changed): offer the first page.
    return (
      <LazyAlert
        severity="info"
        action={
          <PlainButton
            color="inherit"
            size="small"
            onClick={() => onPage({ after: undefined, before: undefined })}
          >
            First page
          </PlainButton>
        }
      >
        There is nothing on this page any more.
      </LazyAlert>
    );
  }
  if (items.length === 0) {
    const hint = texts.hint?.[filtered ? 'noneMatch' : 'none'];
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {filtered ? texts.noneMatch : texts.none}
        </Typography>
        {hint && (
          <Typography color="text.secondary" sx={{ mb: filtered ? 2 : 0 }}>
            {hint}
          </Typography>
        )}
        {filtered && (
          <PlainButton variant="outlined" sx={{ mt: 1 }} onClick={onClear}>
            Clear filters
          </PlainButton>
        )}
      </Paper>
    );
  }
  return (
    <>
      {children(items, list.isPlaceholderData || data !== list.data)}
      <Box
        component="nav"
        aria-label="Pages"
        sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}
      >
        <PlainButton
          variant="outlined"
          disabled={!prevCursor}
          onClick={() => onPage({ before: prevCursor ?? undefined, after: undefined })}
        >
          Previous
        </PlainButton>
        <PlainButton
          variant="outlined"
          disabled={!nextCursor}
          onClick={() => onPage({ after: nextCursor ?? undefined, before: undefined })}
        >
          Next
        </PlainButton>
      </Box>
    </>
  );
}
