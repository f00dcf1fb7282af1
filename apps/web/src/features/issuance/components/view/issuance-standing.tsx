import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, routePath, type IssuanceDetail } from '@safc/domain';

const decider = (decision: NonNullable<IssuanceDetail['decision']>) =>
  `${decision.byName ?? 'someone no longer in the registry'} (${decision.byRegistry ? 'registry administrator' : 'signer of the account'})`;

/**
 * Where the issuance stands, in a sentence the issuer can act on: who still has to sign, that the registry
 * decides next, the question asked, why it was refused, or the units it became (docs/decisions/136).
 */
export function IssuanceStanding({
  issuance,
  onAnswer,
}: {
  issuance: IssuanceDetail;
  /** Given to the initiator, the one who may answer a question. */
  onAnswer?: () => void;
}) {
  const { decision } = issuance;
  switch (issuance.status) {
    case 'pendingSignature':
      return (
        <Alert severity="warning">
          Awaiting signatures: {issuance.signatures} of {issuance.requiredSignatures}. A signer of the account
          other than the initiator signs it under Holdings, Pending actions; then the registry administrator
          decides.
        </Alert>
      );
    case 'pendingApproval':
      return (
        <Alert severity="info">
          Signed. The registry administrator reviews the issuance and its documents, and approves it, asks a
          question or refuses it.
        </Alert>
      );
    case 'clarificationRequested':
      return (
        <Alert
          severity="warning"
          action={
            onAnswer && (
              <Button color="inherit" size="small" onClick={onAnswer}>
                Answer
              </Button>
            )
          }
        >
          The registry administrator asked a question (below). The review goes on once the initiator,{' '}
          {issuance.initiatorName}, answers it.
        </Alert>
      );
    case 'approved':
      return (
        <Alert severity="success">
          Approved
          {issuance.approvedAt && ` on ${formatDateTime(issuance.approvedAt)}`}
          {decision && ` by ${decider(decision)}`}.{' '}
          {issuance.serial && issuance.blockId && (
            <>
              The units issued are{' '}
              <Link component={RouterLink} to={routePath('UNIT_VIEW', { unitId: issuance.blockId })}>
                {issuance.serial}
              </Link>
              .
            </>
          )}
        </Alert>
      );
    case 'rejected':
      return (
        <Alert severity="error">
          Rejected
          {decision && ` on ${formatDateTime(decision.at)} by ${decider(decision)}`}.
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            {decision?.comment ? `Reason: ${decision.comment}` : 'No reason was given.'}
          </Box>
        </Alert>
      );
    case 'cancelled':
      return <Alert severity="info">Cancelled by its initiator before it was decided.</Alert>;
  }
}
