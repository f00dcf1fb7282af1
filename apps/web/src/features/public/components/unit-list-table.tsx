import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PublicUnitListItem } from '@safc/domain';
import {
  certificationSchemeText,
  countryText,
  dateText,
  publicUnitPath as unitPath,
  textOrNothing,
  tonnesText,
} from '@safc/domain';
import { Co2eAbatedHeading } from '../../../components/co2e-abated-heading';
import { StatusBadge } from '../../../components/status-badge';
import { TextLink } from '../../../components/text-link';
import { PUBLIC_STATUS_LABELS } from '../lib/public-unit-labels';

const STATUS_TONES = { active: 'success', retired: 'primary', expired: 'default' } as const;

// The list fits the screen instead of scrolling sideways (issue 14): from 1200 px every fact has its column;
// narrower, the columns that tell units apart stay (serial, status, volume, CO2e, fuel producer) and the rest
// goes on a second line of the cell it belongs with; under 600 px only serial and volume keep a column. Every
// column keeps its header, and the serial opens the unit's page with all of it.
const WIDE = { display: { xs: 'none', lg: 'table-cell' } };
const FROM_SMALL = { display: { xs: 'none', sm: 'table-cell' } };
const UNTIL_WIDE = { display: { xs: 'block', lg: 'none' } };
const ONLY_NARROW = { display: { xs: 'block', sm: 'none' } };

function SecondLine({ show, children }: { show: { display: Record<string, string> }; children: ReactNode }) {
  return (
    <Box component="span" sx={{ ...show, mt: 0.25, fontSize: '0.8125rem', color: 'text.secondary' }}>
      {children}
    </Box>
  );
}

const countriesText = (unit: PublicUnitListItem): string =>
  unit.countries.length ? unit.countries.map(countryText).join(', ') : textOrNothing(null);

/** One page of the public unit list; each serial links to the unit's public page. */
export function UnitListTable({ items, busy }: { items: PublicUnitListItem[]; busy: boolean }) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity 0.2s' }}
    >
      <Table size="small" aria-label="Public units" aria-busy={busy}>
        <TableHead>
          <TableRow>
            <TableCell>Serial</TableCell>
            <TableCell sx={WIDE}>Type code</TableCell>
            <TableCell sx={FROM_SMALL}>Status</TableCell>
            <TableCell align="right">Volume</TableCell>
            <TableCell align="right" sx={FROM_SMALL}>
              <Co2eAbatedHeading />
            </TableCell>
            <TableCell sx={WIDE}>Issued</TableCell>
            <TableCell sx={FROM_SMALL}>Fuel producer</TableCell>
            <TableCell sx={WIDE}>Feedstock</TableCell>
            <TableCell sx={WIDE}>Country</TableCell>
            <TableCell sx={WIDE}>Scheme</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((unit) => {
            const status = (
              <StatusBadge tone={STATUS_TONES[unit.status]} label={PUBLIC_STATUS_LABELS[unit.status]} />
            );
            return (
              <TableRow key={unit.id} hover>
                <TableCell>
                  <TextLink to={unitPath(unit.serial)} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {unit.serial}
                  </TextLink>
                  <SecondLine show={UNTIL_WIDE}>
                    {unit.typeCode} · {certificationSchemeText(unit.scheme)} · issued{' '}
                    {dateText(unit.issuanceDate)}
                  </SecondLine>
                  <SecondLine show={ONLY_NARROW}>{status}</SecondLine>
                </TableCell>
                <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>{unit.typeCode}</TableCell>
                <TableCell sx={FROM_SMALL}>{status}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {tonnesText(unit.volume)}
                </TableCell>
                <TableCell align="right" sx={{ ...FROM_SMALL, whiteSpace: 'nowrap' }}>
                  {tonnesText(unit.co2Abated)}
                </TableCell>
                <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>{dateText(unit.issuanceDate)}</TableCell>
                <TableCell sx={FROM_SMALL}>
                  {textOrNothing(unit.fuelProducer)}
                  <SecondLine show={UNTIL_WIDE}>
                    {textOrNothing(unit.feedstock)} · {countriesText(unit)}
                  </SecondLine>
                </TableCell>
                <TableCell sx={WIDE}>{textOrNothing(unit.feedstock)}</TableCell>
                <TableCell sx={WIDE}>{countriesText(unit)}</TableCell>
                <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>
                  {certificationSchemeText(unit.scheme)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
