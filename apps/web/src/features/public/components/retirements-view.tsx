import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../components/page-title';
import { useRetirements } from '../api/get-retirements';
import { hasFilters, type RetirementFilters } from '../lib/retirement-filters';
import { RetirementFilterBar } from './retirement-filter-bar';
import { RetirementsTable } from './retirements-table';

/** Filters, export and the table, or what there is to say when there are no rows. */
export function RetirementsView({
  filters,
  unitHref,
  onChange,
}: {
  filters: RetirementFilters;
  unitHref: (serial: string) => string;
  onChange: (next: Partial<RetirementFilters>) => void;
}) {
  useDocumentTitle('Claimed units');
  const retirements = useRetirements(filters);
  const filtered = hasFilters(filters);

  let content;
  if (retirements.isError) {
    content = (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={() => void retirements.refetch()}>
            Try again
          </Button>
        }
      >
        The claimed units are not available right now.
      </Alert>
    );
  } else if (!retirements.data) {
    content = (
      <Paper variant="outlined" sx={{ p: 2 }} aria-busy>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={56} />
        ))}
      </Paper>
    );
  } else if (retirements.data.total === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {filtered ? 'No claimed units match these filters' : 'No units have been claimed yet'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: filtered ? 2 : 0 }}>
          {filtered
            ? 'Try another claim year or serial.'
            : 'Certificates appear here once their holders claim them.'}
        </Typography>
        {filtered && (
          <Button
            variant="outlined"
            onClick={() => onChange({ retirementYear: undefined, search: undefined, page: 1 })}
          >
            Clear filters
          </Button>
        )}
      </Paper>
    );
  } else if (retirements.data.items.length === 0) {
    // A page past the end (an old link after rows changed): offer the first page.
    content = (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={() => onChange({ page: 1 })}>
            First page
          </Button>
        }
      >
        There are no claimed units on this page.
      </Alert>
    );
  } else {
    content = (
      <RetirementsTable
        items={retirements.data.items}
        total={retirements.data.total}
        filters={filters}
        busy={retirements.isPlaceholderData}
        unitHref={unitHref}
        onChange={onChange}
      />
    );
  }

  return (
    <>
      <RetirementFilterBar filters={filters} onChange={onChange} />
      {content}
    </>
  );
}
