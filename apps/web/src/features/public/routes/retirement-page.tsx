import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PublicHeader } from '../../../components/public-header';
import { SiteFooter } from '../../../components/site-footer';
import { OldUnitAddressRedirect } from '../components/old-unit-address-redirect';
import { RetirementsView } from '../components/retirements-view';
import { PUBLIC_LINKS } from '../lib/public-links';
import { useListAddress } from '../lib/list-address';
import { filtersFromSearchParams, searchParamsOf } from '../lib/retirement-filters';
import { publicUnitPath as unitPath } from '@safc/domain';
import { ListPageMain } from '../components/list-page-main';

/** The unit page's first address, /retirement?unit={unitId} (decision 008), now redirects (decision 010). */
const UNIT_PARAM = 'unit';

/** /retirement: the public table of claimed (retired) units and their export (platform spec §1, §2). */
export function RetirementPage() {
  const [params] = useSearchParams();
  const unitId = params.get(UNIT_PARAM);
  const { state, change, clear } = useListAddress(filtersFromSearchParams, searchParamsOf);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader links={PUBLIC_LINKS} />
      <ListPageMain maxWidth="lg">
        {unitId ? (
          <OldUnitAddressRedirect unitId={unitId} />
        ) : (
          <>
            <Typography variant="h1" sx={{ mb: 1, fontSize: { xs: '1.8rem', sm: '2.2rem' } }}>
              Claimed units
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
              Every SAF certificate claimed (retired) in the registry, with its beneficiaries, the logistics
              provider named in the claim and where the fuel came from. Volumes are metric tonnes of neat SAF.
            </Typography>
            <RetirementsView filters={state} unitHref={unitPath} onChange={change} onClear={clear} />
          </>
        )}
      </ListPageMain>
      <SiteFooter />
    </Box>
  );
}
