import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../components/page-title';
import { PublicHeader } from '../../../components/public-header';
import { ExportButtons, type ExportFileFormat } from '../../../components/export-buttons';
import { SiteFooter } from '../../../components/site-footer';
import { usePublicUnits } from '../api/get-public-units';
import { KeysetList } from '../components/keyset-list';
import { UnitListFilterBar } from '../components/unit-list-filter-bar';
import { UnitListTable } from '../components/unit-list-table';
import { useListAddress } from '../lib/list-address';
import { PUBLIC_LINKS } from '../lib/public-links';
import {
  hasUnitFilters,
  searchParamsOfUnitList,
  unitListStateOf,
  type UnitListState,
} from '../lib/unit-list-filters';
import { ListPageMain } from '../components/list-page-main';

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
  const { state, change, clear } = useListAddress(unitListStateOf, searchParamsOfUnitList);
  const units = usePublicUnits(state);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader links={PUBLIC_LINKS} />
      <ListPageMain maxWidth="xl">
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
        <KeysetList
          list={units}
          paging={state}
          filtered={hasUnitFilters(state)}
          texts={{
            unavailable: 'The unit list is not available right now.',
            none: 'No units have been issued yet',
            noneMatch: 'No units match these filters',
          }}
          skeleton={{ rows: 5, height: 44 }}
          onPage={change}
          onClear={clear}
        >
          {(items, busy) => <UnitListTable items={items} busy={busy} />}
        </KeysetList>
      </ListPageMain>
      <SiteFooter />
    </Box>
  );
}
