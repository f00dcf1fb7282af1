import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import type { Retirement } from '@safc/domain';
import { PAGE_SIZES, type RetirementFilters } from '../lib/retirement-filters';
import {
  certificationSchemeText,
  claimPurposeText,
  complianceRegimeText,
  countryText,
  dateText,
  textOrNothing,
  tonnesText,
} from '@safc/domain';
import { LabelledValues } from './labelled-values';

const top = { verticalAlign: 'top' } as const;

function RetirementRow({
  retirement,
  unitHref,
}: {
  retirement: Retirement;
  unitHref: (serial: string) => string;
}) {
  return (
    <TableRow data-testid="retirement-row" hover>
      <TableCell sx={top}>
        <Link
          component={RouterLink}
          to={unitHref(retirement.serial)}
          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {retirement.serial}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {retirement.typeCode}
        </Typography>
      </TableCell>
      <TableCell sx={{ ...top, whiteSpace: 'nowrap' }} align="right">
        {tonnesText(retirement.volume)}
      </TableCell>
      <TableCell sx={top}>
        <LabelledValues
          items={[
            ['Claimed on', dateText(retirement.retiredAt)],
            [
              'Year and country',
              `${textOrNothing(retirement.retirementYear)} · ${countryText(retirement.retirementCountry)}`,
            ],
            ['Purpose', claimPurposeText(retirement.claimPurpose)],
            ['Compliance regime', complianceRegimeText(retirement.complianceRegime)],
            ['Claimed by', retirement.claimantName],
          ]}
        />
      </TableCell>
      <TableCell sx={top}>
        <LabelledValues
          items={[
            ['Air transport provider', textOrNothing(retirement.airTransportProviderBeneficiaryName)],
            ['SAFcE beneficiary', textOrNothing(retirement.safceBeneficiaryName)],
            ['Logistics provider', textOrNothing(retirement.logisticsProviderName)],
          ]}
        />
      </TableCell>
      <TableCell sx={top}>
        <LabelledValues
          items={[
            ['Fuel producing company', textOrNothing(retirement.fuelProducingCompanyName)],
            ['Feedstock', textOrNothing(retirement.productionFeedstock)],
            ['Certification scheme', certificationSchemeText(retirement.certificationScheme)],
          ]}
        />
      </TableCell>
    </TableRow>
  );
}

/** The claimed units, newest claim first, with the API's paging. */
export function RetirementsTable({
  items,
  total,
  filters,
  busy,
  unitHref,
  onChange,
}: {
  items: Retirement[];
  total: number;
  filters: RetirementFilters;
  busy: boolean;
  unitHref: (serial: string) => string;
  onChange: (next: Partial<RetirementFilters>) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity 0.2s' }} aria-busy={busy}>
      <TableContainer>
        <Table aria-label="Claimed units" sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell>Serial</TableCell>
              <TableCell align="right">Volume</TableCell>
              <TableCell>Claim</TableCell>
              <TableCell>Beneficiaries</TableCell>
              <TableCell>Fuel</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((retirement) => (
              <RetirementRow key={retirement.id} retirement={retirement} unitHref={unitHref} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={filters.page - 1}
        rowsPerPage={filters.pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_event, page) => onChange({ page: page + 1 })}
        onRowsPerPageChange={(event) => onChange({ pageSize: Number(event.target.value), page: 1 })}
      />
    </Paper>
  );
}
