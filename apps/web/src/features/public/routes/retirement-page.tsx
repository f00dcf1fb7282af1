import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PublicHeader, type PublicLink } from '../../../components/public-header';
import { SiteFooter } from '../../../components/site-footer';
import { PublicUnitDetails } from '../components/public-unit-details';
import { RetirementsView } from '../components/retirements-view';
import { filtersFromSearchParams, searchParamsOf, type RetirementFilters } from '../lib/retirement-filters';

const LINKS: PublicLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Collaboration', href: '/collaboration' },
];

/** The public unit page is /retirement?unit={unitId} (docs/decisions/008); the table's filters stay beside it. */
const UNIT_PARAM = 'unit';

/**
 * /retirement: the public table of claimed (retired) units and their export (platform spec §1, §2), and the
 * public page of one unit.
 */
export function RetirementPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearchParams(params);
  const unitId = params.get(UNIT_PARAM);

  const changeFilters = useCallback(
    (next: Partial<RetirementFilters>) => {
      setParams(
        (current) => {
          const merged = { ...filtersFromSearchParams(current), page: 1, ...next };
          return searchParamsOf(merged);
        },
        // Typing in the search box replaces the entry; a chosen year or page is a step Back can undo.
        { replace: Object.keys(next).join() === 'search' },
      );
    },
    [setParams],
  );

  const unitHref = (id: string) => {
    const withUnit = searchParamsOf(filters);
    withUnit.set(UNIT_PARAM, id);
    return `/retirement?${withUnit.toString()}`;
  };
  const tableParams = searchParamsOf(filters).toString();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader links={LINKS} />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {unitId ? (
          <>
            <Button
              component={RouterLink}
              to={tableParams ? `/retirement?${tableParams}` : '/retirement'}
              startIcon={<ArrowBackIcon />}
              sx={{ mb: 2, ml: -1 }}
            >
              Claimed units
            </Button>
            <PublicUnitDetails key={unitId} unitId={unitId} />
          </>
        ) : (
          <>
            <Typography variant="h1" sx={{ mb: 1, fontSize: { xs: '1.8rem', sm: '2.2rem' } }}>
              Claimed units
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
              Every SAF certificate claimed (retired) in the registry, with its beneficiaries, the logistics
              provider named in the claim and where the fuel came from. Volumes are metric tonnes of neat SAF.
            </Typography>
            <RetirementsView filters={filters} unitHref={unitHref} onChange={changeFilters} />
          </>
        )}
      </Container>
      <SiteFooter />
    </Box>
  );
}
