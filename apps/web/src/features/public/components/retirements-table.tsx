import Box from '@mui/material/Box';
import { TextLink } from '../../../components/text-link';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import type { Retirement } from '@safc/domain';
import {
  certificationSchemeText,
  claimPurposeText,
  complianceRegimeText,
  countryText,
  dateText,
  textOrNothing,
  tonnesText,
} from '@safc/domain';
import { useThemeMediaQuery } from '../../../lib/use-media-query';
import { LabelledValues } from './labelled-values';
import { Cell, HeadCell, PublicTable, Row } from './public-table';

const top = { verticalAlign: 'top' } as const;

/** The facts of a claim in three groups, each a column of the table or a section of a card. */
function claimGroups(retirement: Retirement): [heading: string, items: [string, string][]][] {
  return [
    [
      'Claim',
      [
        ['Claimed on', dateText(retirement.retiredAt)],
        [
          'Year and country',
          `${textOrNothing(retirement.retirementYear)} · ${countryText(retirement.retirementCountry)}`,
        ],
        ['Purpose', claimPurposeText(retirement.claimPurpose)],
        ['Compliance regime', complianceRegimeText(retirement.complianceRegime)],
        ['Claimed by', retirement.claimantName],
      ],
    ],
    [
      'Beneficiaries',
      [
        ['Air transport provider', textOrNothing(retirement.airTransportProviderBeneficiaryName)],
        ['SAFcE beneficiary', textOrNothing(retirement.safceBeneficiaryName)],
        ['Logistics provider', textOrNothing(retirement.logisticsProviderName)],
      ],
    ],
    [
      'Fuel',
      [
        ['Fuel producing company', textOrNothing(retirement.fuelProducingCompanyName)],
        ['Feedstock', textOrNothing(retirement.productionFeedstock)],
        ['Certification scheme', certificationSchemeText(retirement.certificationScheme)],
      ],
    ],
  ];
}

interface RowProps {
  retirement: Retirement;
  unitHref: (serial: string) => string;
}

function SerialLink({ retirement, unitHref }: RowProps) {
  return (
    <>
      <TextLink to={unitHref(retirement.serial)} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {retirement.serial}
      </TextLink>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {retirement.typeCode}
      </Typography>
    </>
  );
}

function RetirementRow({ retirement, unitHref }: RowProps) {
  return (
    <Row testId="retirement-row">
      <Cell sx={top}>
        <SerialLink retirement={retirement} unitHref={unitHref} />
      </Cell>
      <Cell sx={{ ...top, whiteSpace: 'nowrap' }} align="right">
        {tonnesText(retirement.volume)}
      </Cell>
      {claimGroups(retirement).map(([heading, items]) => (
        <Cell key={heading} sx={top}>
          <LabelledValues items={items} />
        </Cell>
      ))}
    </Row>
  );
}

/**
 * On a phone the five columns do not fit (the Claim column ran past a 400 px window, issue 14): each claim
 * is a card of the same facts, the groups one under the other, so nothing scrolls sideways.
 */
function RetirementCard({ retirement, unitHref }: RowProps) {
  return (
    <Box component="li" data-testid="retirement-row" sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <div>
          <SerialLink retirement={retirement} unitHref={unitHref} />
        </div>
        <Typography sx={{ whiteSpace: 'nowrap' }}>{tonnesText(retirement.volume)}</Typography>
      </Box>
      {claimGroups(retirement).map(([heading, items]) => (
        <Box key={heading} component="section" aria-label={heading} sx={{ mt: 1.5 }}>
          <Typography component="h2" variant="subtitle2" sx={{ mb: 0.5 }}>
            {heading}
          </Typography>
          <LabelledValues items={items} />
        </Box>
      ))}
    </Box>
  );
}

/** One page of the claimed units, newest claim first: a table, or cards on a phone. */
export function RetirementsTable({
  items,
  busy,
  unitHref,
}: {
  items: Retirement[];
  busy: boolean;
  unitHref: (serial: string) => string;
}) {
  const narrow = useThemeMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Paper variant="outlined" sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity 0.2s' }} aria-busy={busy}>
      {narrow ? (
        <Box component="ul" aria-label="Claimed units" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((retirement) => (
            <RetirementCard key={retirement.id} retirement={retirement} unitHref={unitHref} />
          ))}
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <PublicTable
            label="Claimed units"
            sx={{ minWidth: 720 }}
            head={
              <>
                <HeadCell>Serial</HeadCell>
                <HeadCell align="right">Volume</HeadCell>
                <HeadCell>Claim</HeadCell>
                <HeadCell>Beneficiaries</HeadCell>
                <HeadCell>Fuel</HeadCell>
              </>
            }
          >
            {items.map((retirement) => (
              <RetirementRow key={retirement.id} retirement={retirement} unitHref={unitHref} />
            ))}
          </PublicTable>
        </Box>
      )}
    </Paper>
  );
}
