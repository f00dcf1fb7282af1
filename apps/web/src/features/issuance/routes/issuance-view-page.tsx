import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { routePath, storedIssueForm } from '@safc/domain';
import { PageTitle } from '../../../components/page-title';
import { UnopenedItem } from '../../../components/unopened-item';
import { SubmittedIssueFormSections } from '../../../components/issue-form-view/submitted-issue-form-sections';
import { useIssuance } from '../../../lib/api/issuances';
import { useSession } from '../../../lib/session/session-context';
import { AnswerClarificationDialog } from '../components/answer-clarification-dialog';
import { ClarificationThread } from '../components/view/clarification-thread';
import { IssuanceStanding } from '../components/view/issuance-standing';
import { IssuanceSummarySection } from '../components/view/issuance-summary-section';
import { ISSUANCE_STATUS_COLORS, ISSUANCE_STATUS_LABELS } from '../lib/issuance-labels';

/**
 * One issuance as its company sees it (administrators: any): where it stands and why, and the form exactly as
 * it was submitted, in the unit view's sections (docs/decisions/136). The API answers 404 for an issuance of
 * another company, so the page cannot tell it from one that does not exist.
 */
export function IssuanceViewPage() {
  const { issuanceId = '' } = useParams();
  const issuance = useIssuance(issuanceId);
  const userId = useSession().me?.id;
  const [answering, setAnswering] = useState(false);
  const toList = { to: routePath('ISSUANCE'), label: 'Issuance' };
  const back = (
    <Button component={RouterLink} to={toList.to} startIcon={<ArrowBackIcon />}>
      {toList.label}
    </Button>
  );
  if (issuance.isPending) return <LinearProgress aria-label="Loading issuance" />;
  if (!issuance.data) return <UnopenedItem what="issuance" back={toList} />;
  const data = issuance.data;
  const form = storedIssueForm(data.form);
  return (
    <Box>
      {back}
      <PageTitle
        title={`Issuance ${data.batchNumber ?? data.typeCode}`}
        actions={
          <Chip
            label={ISSUANCE_STATUS_LABELS[data.status]}
            color={ISSUANCE_STATUS_COLORS[data.status]}
            variant="outlined"
          />
        }
      />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <IssuanceStanding
          issuance={data}
          onAnswer={data.initiatorId === userId && data.actionId ? () => setAnswering(true) : undefined}
        />
        <ClarificationThread clarification={data.clarification} />
        <IssuanceSummarySection issuance={data} />
        <SubmittedIssueFormSections form={form} adjustedLca={data.adjustedLca ?? undefined} />
      </Box>
      <AnswerClarificationDialog issuance={answering ? data : null} onClose={() => setAnswering(false)} />
    </Box>
  );
}
