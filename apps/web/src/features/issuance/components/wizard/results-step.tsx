import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  SUSTAINABILITY_TIER_LABELS,
  CO2E_ABATED_LABEL,
  CORSIA_EMISSIONS_REDUCTION_LABEL,
  UNIT_CATEGORY_LABELS,
  VOLUME_UNIT_LABELS,
  formatNumber,
  type IssuanceResults,
} from '@safc/domain';

import { PlausibilityWarnings } from '../../../../components/plausibility-warnings';
import { AdjustedLcaFormulaTip } from './adjusted-lca-formula-tip';

const gco2e = (value: string) => `${formatNumber(value, { maximumFractionDigits: 6 })} gCO2e/MJ`;

/** Step 2 "Results": what the domain computes from the answers; the server computes the same again. */
export function ResultsStep({ results }: { results: IssuanceResults }) {
  const rows: [string, string][] = [
    ['Total LCA value', gco2e(results.totalLCAValue)],
    ['Delivery to airport', gco2e(results.airportDeliveryLCAValue)],
    ['Adjusted LCA value', gco2e(results.adjustedLCAValue)],
    ['Jet fuel baseline', gco2e(results.baselineCarbonIntensity)],
    [
      'Emission reduction vs. declared baseline',
      `${formatNumber(results.emissionReductionPercent, { maximumFractionDigits: 2 })}%`,
    ],
    // The tier is decided against CORSIA's 89 g for jet fuel, whatever the scheme declares: shown beside the
    // declared baseline when they differ (docs/decisions/023-climate-figures.md).
    ...(results.tierBaselineCarbonIntensity === results.baselineCarbonIntensity
      ? []
      : ([
          ['Tier baseline (CORSIA jet fuel)', gco2e(results.tierBaselineCarbonIntensity)],
          [
            'Emission reduction vs. tier baseline',
            `${formatNumber(results.tierEmissionReductionPercent, { maximumFractionDigits: 2 })}%`,
          ],
        ] as [string, string][])),
    // Well-to-wake against the declared baseline; CORSIA's own figure, ER, is shown apart and named so
    // (docs/decisions/023-climate-figures.md).
    [CO2E_ABATED_LABEL, `${formatNumber(results.co2AbatedTonnes, { minimumFractionDigits: 3 })} tCO2e`],
    ...(results.corsiaEmissionsReductionTonnes === null
      ? []
      : ([
          [
            CORSIA_EMISSIONS_REDUCTION_LABEL,
            `${formatNumber(results.corsiaEmissionsReductionTonnes, { minimumFractionDigits: 3 })} tCO2`,
          ],
        ] as [string, string][])),
    ['Volume', `${formatNumber(results.volume, { minimumFractionDigits: 3 })} t`],
    [
      'Neat volume',
      `${formatNumber(results.neatVolume)} ${VOLUME_UNIT_LABELS[results.neatVolumeUnit].toLowerCase()}`,
    ],
    [
      'Sustainability tier',
      `${results.sustainabilityTier} · ${SUSTAINABILITY_TIER_LABELS[results.sustainabilityTier]}`,
    ],
    ['Category', `${results.unitCategory} · ${UNIT_CATEGORY_LABELS[results.unitCategory]}`],
    ['Type code', results.typeCode],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-label="Results">
      <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
        Results
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
              {label === 'Adjusted LCA value' && <AdjustedLcaFormulaTip block={results.ghgBlock} />}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={`result-${label}`}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <PlausibilityWarnings
        warnings={results.warnings}
        intro="The registry accepts these values, but they are unusual: the administrator sees this list and checks it against your proof of sustainability before approving."
      />
    </Paper>
  );
}
