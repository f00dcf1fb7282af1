import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DetailList } from '../../../components/detail-list';
import { useDocumentTitle } from '../../../components/page-title';
import { isHttpError } from '../../../lib/http-error';
import { usePublicUnit, type PublicBeneficiary, type PublicUnit } from '../api/get-public-unit';
import {
  NOTHING,
  certificationSchemeText,
  claimPurposeText,
  complianceRegimeText,
  countryText,
  dateText,
  percentText,
  textOrNothing,
  tonnesText,
} from '../lib/retirement-values';

const STATUS_LABELS: Record<string, string> = { active: 'Held', retired: 'Claimed' };

const beneficiaryText = (beneficiary: PublicBeneficiary | null | undefined): string =>
  beneficiary?.companyName ?? beneficiary?.name ?? NOTHING;

function unitFacts(unit: PublicUnit): [string, string][] {
  return [
    ['Unit type', unit.unitType],
    ['Type code', unit.typeCode],
    ['Status', STATUS_LABELS[unit.status] ?? unit.status],
    ['Volume', tonnesText(unit.volume)],
    ['CO2e abated', tonnesText(unit.co2Abated)],
    ['Emission reduction', percentText(unit.emissionReduction)],
    [unit.status === 'retired' ? 'Claimed by' : 'Held by', unit.companyName],
    ['Issuance date', dateText(unit.issuanceDate)],
    ['Expiration date', dateText(unit.expirationDate)],
  ];
}

function fuelFacts(unit: PublicUnit): [string, string][] {
  return [
    ['Fuel producing company', textOrNothing(unit.fuelProducingCompanyName)],
    ['Production year', textOrNothing(unit.productionYear)],
    ['Feedstock', textOrNothing(unit.productionFeedstock)],
    [
      'Feedstock countries',
      unit.feedstockCountries.length ? unit.feedstockCountries.map(countryText).join(', ') : NOTHING,
    ],
    ['Certification scheme', certificationSchemeText(unit.certificationScheme)],
  ];
}

function claimFacts(unit: PublicUnit): [string, string][] {
  const claim = unit.claim ?? {};
  return [
    ['Claimed on', dateText(unit.retiredAt)],
    ['Claim year', textOrNothing(claim.retirementYear)],
    ['Claim country', countryText(claim.retirementCountry)],
    ['Claim purpose', claimPurposeText(claim.claimPurpose)],
    ['Compliance regime', complianceRegimeText(claim.complianceRegime)],
    ['Air transport provider', beneficiaryText(claim.safcClaimBeneficiary)],
    ['SAFcE beneficiary', beneficiaryText(claim.sercClaimBeneficiary)],
    ['Logistics provider', textOrNothing(unit.logisticsProviderName)],
  ];
}

function FactCard({ title, items }: { title: string; items: [string, string][] }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {title}
      </Typography>
      <DetailList items={items} />
    </Paper>
  );
}

/** The public view of one unit: what it is, where its fuel came from and, once claimed, the claim. */
export function PublicUnitDetails({ unitId }: { unitId: string }) {
  const unit = usePublicUnit(unitId);
  useDocumentTitle(unit.data ? `Unit ${unit.data.serial}` : 'Unit');

  if (unit.isError) {
    return (
      <Alert severity={isHttpError(unit.error) && unit.error.status === 404 ? 'warning' : 'info'}>
        {isHttpError(unit.error) && (unit.error.status === 404 || unit.error.status === 400)
          ? 'This unit is not in the public registry.'
          : 'This unit cannot be shown right now. Please try again later.'}
      </Alert>
    );
  }
  if (!unit.data) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }} aria-busy>
        <Skeleton width="40%" height={36} />
        <Skeleton width="70%" />
        <Skeleton width="60%" />
      </Paper>
    );
  }
  const data = unit.data;
  return (
    <Box>
      <Typography
        variant="h2"
        component="h2"
        sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' }, mb: 3, wordBreak: 'break-all' }}
      >
        {data.serial}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
          alignItems: 'start',
        }}
      >
        <FactCard title="Unit" items={unitFacts(data)} />
        <FactCard title="Fuel" items={fuelFacts(data)} />
        {data.status === 'retired' && <FactCard title="Claim" items={claimFacts(data)} />}
      </Box>
    </Box>
  );
}
