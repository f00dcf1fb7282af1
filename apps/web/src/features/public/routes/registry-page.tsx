import { useCallback } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/page-title';
import { PublicHeader } from '../../../components/public-header';
import { ExportButtons, type ExportFileFormat } from '../../../components/export-buttons';
import { SiteFooter } from '../../../components/site-footer';
import { usePublicUnits } from '../api/get-public-units';
import { UnitListFilterBar } from '../components/unit-list-filter-bar';
import { UnitListTable } from '../components/unit-list-table';
import { PUBLIC_LINKS } from '../lib/public-links';
import {
  hasUnitFilters,
  searchParamsOfUnitList,
  unitListStateOf,
  type UnitListState,
} from '../lib/unit-list-filters';

/** GET /api/public/units/export under the list's filters: every row they select, not only this page. */
const unitListExportHref = (state: UnitListState, format: ExportFileFormat): string => {
  const params = searchParamsOfUnitList({ ...state, after: undefined, before: undefined });
  params.set('format', format);
  return `/api/public/units/export?${params}`;
};

/**
 * /registry: every issued unit the public may see (docs/decisions/011), filtered, sorted and keyset paged,
 * with the whole state in the address so a filtered view can be shared.
 */
export function RegistryPage() {
  useDocumentTitle('Public unit registry');
  const [params, setParams] = useSearchParams();
  const state = unitListStateOf(params);
  const units = usePublicUnits(state);

  const change = useCallback(
    (next: Partial<UnitListState>) =>
      setParams(
        (current) => {
          // A new filter or sort starts from the first page; paging keeps the filters.
          const paging = 'after' in next || 'before' in next;
          const base = unitListStateOf(current);
          return searchParamsOfUnitList({
            ...base,
            ...(paging ? {} : { after: undefined, before: undefined }),
            ...next,
          });
        },
        { replace: Object.keys(next).join() === 'search' },
      ),
    [setParams],
  );

  let content;
  if (units.isError) {
    content = (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={() => void units.refetch()}>
            Try again
          </Button>
        }
      >
        The unit list is not available right now.
      </Alert>
    );
  } else if (!units.data) {
    content = (
      <Paper variant="outlined" sx={{ p: 2 }} aria-busy>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={44} />
        ))}
      </Paper>
    );
  } else if (units.data.items.length === 0) {
    const filtered = hasUnitFilters(state);
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {filtered ? 'No units match these filters' : 'No units have been issued yet'}
        </Typography>
        {filtered && (
          <Button variant="outlined" sx={{ mt: 1 }} onClick={() => setParams(new URLSearchParams())}>
            Clear filters
          </Button>
        )}
      </Paper>
    );
  } else {
    const { nextCursor, prevCursor } = units.data;
    content = (
      <>
        <UnitListTable items={units.data.items} busy={units.isPlaceholderData} />
        <Box
          component="nav"
          aria-label="Pages"
          sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}
        >
          <Button
            variant="outlined"
            disabled={!prevCursor}
            onClick={() => change({ before: prevCursor ?? undefined, after: undefined })}
          >
            Previous
          </Button>
          <Button
            variant="outlined"
            disabled={!nextCursor}
            onClick={() => change({ after: nextCursor ?? undefined, before: undefined })}
          >
            Next
          </Button>
        </Box>
      </>
    );
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader links={PUBLIC_LINKS} />
      <Container component="main" maxWidth="xl" sx={{ py: { xs: 4, md: 6 }, flexGrow: 1 }}>
        <Typography variant="h1" sx={{ mb: 1, fontSize: { xs: '1.8rem', sm: '2.2rem' } }}>
          Public unit registry
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 820 }}>
          Every SAFcA and SAFcE certificate issued in the registry, held, claimed or expired, with where its
          fuel came from. Volumes are metric tonnes of neat SAF. Open a serial for the unit's page and its
          proof.
        </Typography>
        <UnitListFilterBar state={state} onChange={change} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <ExportButtons hrefOf={(format) => unitListExportHref(state, format)} fileName="safc-units" />
        </Box>
        {content}
      </Container>
      <SiteFooter />
    </Box>
  );
}
