import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
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
import { Cell, HeadCell, PublicTable, Row } from './public-table';

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
    <Paper variant="outlined" sx={{ overflowX: 'auto', opacity: busy ? 0.6 : 1, transition: 'opacity 0.2s' }}>
      <PublicTable
        label="Public units"
        busy={busy}
        size="small"
        head={
          <>
            <HeadCell>Serial</HeadCell>
            <HeadCell sx={WIDE}>Type code</HeadCell>
            <HeadCell sx={FROM_SMALL}>Status</HeadCell>
            <HeadCell align="right">Volume</HeadCell>
            <HeadCell align="right" sx={FROM_SMALL}>
              <Co2eAbatedHeading />
            </HeadCell>
            <HeadCell sx={WIDE}>Issued</HeadCell>
            <HeadCell sx={FROM_SMALL}>Fuel producer</HeadCell>
            <HeadCell sx={WIDE}>Feedstock</HeadCell>
            <HeadCell sx={WIDE}>Country</HeadCell>
            <HeadCell sx={WIDE}>Scheme</HeadCell>
          </>
        }
      >
        {items.map((unit) => {
          const status = (
            <StatusBadge tone={STATUS_TONES[unit.status]} label={PUBLIC_STATUS_LABELS[unit.status]} />
          );
          return (
            <Row key={unit.id}>
              <Cell>
                <TextLink to={unitPath(unit.serial)} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {unit.serial}
                </TextLink>
                <SecondLine show={UNTIL_WIDE}>
                  {unit.typeCode} · {certificationSchemeText(unit.scheme)} · issued{' '}
                  {dateText(unit.issuanceDate)}
                </SecondLine>
                <SecondLine show={ONLY_NARROW}>{status}</SecondLine>
              </Cell>
              <Cell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>{unit.typeCode}</Cell>
              <Cell sx={FROM_SMALL}>{status}</Cell>
              <Cell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {tonnesText(unit.volume)}
              </Cell>
              <Cell align="right" sx={{ ...FROM_SMALL, whiteSpace: 'nowrap' }}>
                {tonnesText(unit.co2Abated)}
              </Cell>
              <Cell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>{dateText(unit.issuanceDate)}</Cell>
              <Cell sx={FROM_SMALL}>
                {textOrNothing(unit.fuelProducer)}
                <SecondLine show={UNTIL_WIDE}>
                  {textOrNothing(unit.feedstock)} · {countriesText(unit)}
                </SecondLine>
              </Cell>
              <Cell sx={WIDE}>{textOrNothing(unit.feedstock)}</Cell>
              <Cell sx={WIDE}>{countriesText(unit)}</Cell>
              <Cell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>{certificationSchemeText(unit.scheme)}</Cell>
            </Row>
          );
        })}
      </PublicTable>
    </Paper>
  );
}
