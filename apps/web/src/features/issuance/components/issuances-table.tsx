import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, formatNumber, routePath } from '@safc/domain';
import type { IssuanceSummary } from '@safc/domain';
import { ISSUANCE_STATUS_COLORS, ISSUANCE_STATUS_LABELS } from '../lib/issuance-labels';

export interface IssuancesTableProps {
  issuances: IssuanceSummary[];
  canIssue: boolean;
  onIssueSimilar: (issuance: IssuanceSummary) => void;
  onAnswer: (issuance: IssuanceSummary) => void;
}

/** The issuances of the user's company (all of them for administrators) and where each stands. */
export function IssuancesTable({ issuances, canIssue, onIssueSimilar, onAnswer }: IssuancesTableProps) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label="Issuances" sx={{ minWidth: 900 }}>
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            <TableCell>Batch</TableCell>
            {/* On a phone the table scrolls sideways and gave this column what was left: the names stacked a
                word a line (360 px). Wide enough there for a name or two a line; wider screens as before. */}
            <TableCell sx={{ minWidth: { xs: 200, md: 0 } }}>Account</TableCell>
            <TableCell align="right">Volume (t)</TableCell>
            <TableCell>Type code</TableCell>
            <TableCell>Initiator</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Submitted</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {issuances.map((issuance) => (
            <TableRow key={issuance.id} data-testid="issuance-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {/* The batch opens the issuance: its form, where it stands and why (decision 136). */}
                <Link component={RouterLink} to={routePath('ISSUANCE_VIEW', { issuanceId: issuance.id })}>
                  {issuance.batchNumber ?? issuance.typeCode}
                </Link>
                {issuance.serial && (
                  <>
                    <br />
                    <span style={{ opacity: 0.7 }}>{issuance.serial}</span>
                  </>
                )}
              </TableCell>
              <TableCell>
                {issuance.accountName}
                <br />
                <span style={{ opacity: 0.7 }}>{issuance.companyName}</span>
              </TableCell>
              <TableCell align="right">
                {formatNumber(issuance.volume, { minimumFractionDigits: 3 })}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{issuance.typeCode}</TableCell>
              <TableCell>{issuance.initiatorName}</TableCell>
              <TableCell>
                {issuance.clarification && issuance.clarification.thread.length > 0 ? (
                  <Tooltip
                    title={issuance.clarification.thread
                      .map(
                        (entry) => `${entry.role === 'question' ? 'Question' : 'Answer'}: ${entry.comment}`,
                      )
                      .join(' · ')}
                  >
                    <Chip
                      size="small"
                      variant="outlined"
                      color={ISSUANCE_STATUS_COLORS[issuance.status]}
                      label={ISSUANCE_STATUS_LABELS[issuance.status]}
                    />
                  </Tooltip>
                ) : (
                  <Chip
                    size="small"
                    variant="outlined"
                    color={ISSUANCE_STATUS_COLORS[issuance.status]}
                    label={ISSUANCE_STATUS_LABELS[issuance.status]}
                  />
                )}
                {issuance.status === 'pendingSignature' && (
                  <div style={{ fontSize: '0.8rem', opacity: 0.7, marginTop: 4 }}>
                    Signatures: {issuance.signatures} of {issuance.requiredSignatures}
                  </div>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(issuance.createdAt)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {issuance.status === 'clarificationRequested' && issuance.actionId && (
                  <Button size="small" onClick={() => onAnswer(issuance)}>
                    Answer
                  </Button>
                )}
                {canIssue && (
                  <Button size="small" onClick={() => onIssueSimilar(issuance)}>
                    Issue similar
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
