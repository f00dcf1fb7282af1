import Table from '@mui/material/Table';
import { TextLink } from '../../../components/text-link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import type { PublicUnitListItem } from '@safc/domain';
import { StatusBadge } from '../../../components/status-badge';
import { Co2eAbatedHeading } from '../../../components/co2e-abated-heading';
import { PUBLIC_STATUS_LABELS } from '../lib/public-unit-labels';
import { certificationSchemeText, countryText, dateText, textOrNothing, tonnesText } from '@safc/domain';
import { publicUnitPath as unitPath } from '@safc/domain';

const STATUS_TONES = { active: 'success', retired: 'primary', expired: 'default' } as const;

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
            <TableCell>Type code</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Volume</TableCell>
            <TableCell align="right">
              <Co2eAbatedHeading />
            </TableCell>
            <TableCell>Issued</TableCell>
            <TableCell>Fuel producer</TableCell>
            <TableCell>Feedstock</TableCell>
            <TableCell>Country</TableCell>
            <TableCell>Scheme</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((unit) => (
            <TableRow key={unit.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <TextLink to={unitPath(unit.serial)} sx={{ fontWeight: 600 }}>
                  {unit.serial}
                </TextLink>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{unit.typeCode}</TableCell>
              <TableCell>
                <StatusBadge tone={STATUS_TONES[unit.status]} label={PUBLIC_STATUS_LABELS[unit.status]} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {tonnesText(unit.volume)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {tonnesText(unit.co2Abated)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateText(unit.issuanceDate)}</TableCell>
              <TableCell>{textOrNothing(unit.fuelProducer)}</TableCell>
              <TableCell>{textOrNothing(unit.feedstock)}</TableCell>
              <TableCell>
                {unit.countries.length ? unit.countries.map(countryText).join(', ') : textOrNothing(null)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{certificationSchemeText(unit.scheme)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
