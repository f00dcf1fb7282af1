import Box from '@mui/material/Box';
import { TextLink } from '../../../components/text-link';
import { StatusBadge } from '../../../components/status-badge';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  publicClaimEditFacts,
  publicClaimFacts,
  publicFuelFacts,
  publicUnitFacts,
  type PublicFact,
  type PublicUnitPage,
} from '@safc/domain';
import { DetailList } from '../../../components/detail-list';
import { PUBLIC_STATUS_LABELS } from '../lib/public-unit-labels';
import { publicUnitPath as unitPath } from '@safc/domain';
import { CertificateButton } from '../../../components/certificate-button';
import { VerificationCard } from './verification-card';

/** The unit's public facts (packages/domain, the same list the retirement certificate prints) as rows. */
const asRow = ({ label, text }: PublicFact): [string, string] => [label, text];

function FactCard({ title, items }: { title: string; items: [string, string][] }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {title}
      </Typography>
      <DetailList items={items} />
    </Paper>
  );
}

function SerialLinks({ serials }: { serials: string[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {serials.map((serial) => (
        <TextLink key={serial} to={unitPath(serial)}>
          {serial}
        </TextLink>
      ))}
    </Box>
  );
}

/** Every public fact of a unit: the unit, its fuel, its custody as counts and, once claimed, the claim. */
export function PublicUnitView({ unit }: { unit: PublicUnitPage }) {
  const claim = unit.claim;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, wordBreak: 'break-all' }}>
          {unit.serial}
        </Typography>
        <StatusBadge
          filled
          label={PUBLIC_STATUS_LABELS[unit.status]}
          tone={unit.status === 'retired' ? 'primary' : 'default'}
        />
        {claim && (
          <Box sx={{ ml: { sm: 'auto' } }}>
            <CertificateButton unit={unit.serial} serial={unit.serial} />
          </Box>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
          alignItems: 'start',
        }}
      >
        {claim && <FactCard title="Claim" items={publicClaimFacts(claim).map(asRow)} />}
        {claim && <VerificationCard serial={unit.serial} />}
        {claim && claim.edits.length > 0 && (
          <FactCard title="Claim history" items={publicClaimEditFacts(claim).map(asRow)} />
        )}
        <FactCard title="Unit" items={publicUnitFacts(unit).map(asRow)} />
        <FactCard title="Fuel" items={publicFuelFacts(unit.fuel).map(asRow)} />
      </Box>
      {(unit.parentSerial || unit.childSerials.length > 0) && (
        <Paper variant="outlined" sx={{ p: 3, mt: 3 }}>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
            Related units
          </Typography>
          {unit.parentSerial && (
            <Typography sx={{ mb: 1 }}>
              Made from <TextLink to={unitPath(unit.parentSerial)}>{unit.parentSerial}</TextLink>
            </Typography>
          )}
          {unit.childSerials.length > 0 && (
            <>
              <Typography sx={{ mb: 1 }}>Split, moved or claimed into</Typography>
              <SerialLinks serials={unit.childSerials} />
            </>
          )}
        </Paper>
      )}
    </Box>
  );
}
