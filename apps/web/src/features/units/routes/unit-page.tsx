import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { can, routePath } from '@safc/domain';
import { PageTitle } from '../../../components/page-title';
import { UnopenedItem } from '../../../components/unopened-item';
import { CertificateButton } from '../../../components/certificate-button';
import { useSession } from '../../../lib/session/session-context';
import { useUnit } from '../api/get-unit';
import { ClaimSection } from '../components/claim-section';
import { CommentCard } from '../components/comment-card';
import { CustodySection } from '../components/custody-section';
import { RemoveUnitAction } from '../components/remove-unit-action';
import { SubmittedIssueFormSections } from '../../../components/issue-form-view/submitted-issue-form-sections';
import { ResultsSection } from '../components/results-section';
import { UnbundlingSection } from '../components/unbundling-section';
import { UnitStateNotice } from '../components/unit-state-notice';

const STATUS_LABELS = {
  active: 'Active',
  retired: 'Claimed',
  superseded: 'Superseded',
  removed: 'Removed',
  expired: 'Expired',
} as const;

const STATUS_COLORS = {
  active: 'success',
  retired: 'info',
  superseded: 'default',
  removed: 'error',
  expired: 'warning',
} as const;

/** The unit view (platform spec §3 "Unit"): every section of the certificate. */
export function UnitPage() {
  const { unitId = '' } = useParams();
  const session = useSession();
  const unit = useUnit(unitId);
  const back = (
    <Button
      component={RouterLink}
      to={`${routePath('HOLDINGS')}${unit.data ? `?accountId=${unit.data.accountId}` : ''}`}
      startIcon={<ArrowBackIcon />}
    >
      Holdings
    </Button>
  );
  if (unit.isPending) return <LinearProgress aria-label="Loading unit" />;
  if (!unit.data) return <UnopenedItem what="unit" back={{ to: routePath('HOLDINGS'), label: 'Holdings' }} />;
  const data = unit.data;
  const form = data.issuance;
  const target = { companyId: data.companyId, accountId: data.accountId };
  const mayComment = session.permissions !== null && can(session.permissions, 'SetComment', 'Unit', target);
  // Who may claim units of the account may correct a saved claim (docs/decisions/039).
  const mayEditClaim =
    data.status === 'retired' &&
    session.permissions !== null &&
    can(session.permissions, 'Retire', 'Unit', target);
  // Registry administrators only (the domain's rule); a unit issued in error is removed while still active.
  const mayRemove =
    data.status === 'active' &&
    session.permissions !== null &&
    can(session.permissions, 'Remove', 'Unit', target);
  return (
    <Box>
      {back}
      <PageTitle
        title={`${data.unitType} ${data.serial}`}
        actions={
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            {mayRemove && <RemoveUnitAction unit={data} />}
            {data.status === 'retired' && <CertificateButton unit={data.id} serial={data.serial} />}
            <Chip label={STATUS_LABELS[data.status]} color={STATUS_COLORS[data.status]} />
          </Box>
        }
      />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <UnitStateNotice unit={data} />
        <ResultsSection unit={data} />
        <ClaimSection unit={data} editable={mayEditClaim} />
        <UnbundlingSection unit={data} />
        <CustodySection unit={data} />
        <SubmittedIssueFormSections form={form} adjustedLca={data.results?.adjustedLCAValue} />
        <CommentCard unitId={data.id} comment={data.comment} editable={mayComment} />
      </Box>
    </Box>
  );
}
