import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ACTION_STATUS_LABELS, ACTION_TYPE_LABELS, formatDateTime } from '@safc/domain';
import type { ActionView } from '@safc/domain';
import type { ActionStep } from '../api/move-action';
import { formatVolume } from '../../../lib/format-volume';
import { ACTION_STEP_LABELS } from '../lib/pending-action-steps';

export interface PendingActionsTableProps {
  actions: ActionView[];
  stepsOf: (action: ActionView) => ActionStep[];
  busy: boolean;
  onStep: (action: ActionView, step: ActionStep) => void;
  /** Actions chosen to sign or accept at once (docs/decisions/042): a checkbox on each the user may. */
  selected: ReadonlySet<string>;
  onSelect: (actions: ActionView[], selected: boolean) => void;
  /** The action a link points to (a notification mail's ?actionId=): picked out and scrolled to. */
  linkedId?: string | null;
}

const scrollIntoView = (row: HTMLTableRowElement | null) => row?.scrollIntoView?.({ block: 'nearest' });

// Below 960 px the volume moves under the unit, the initiator and the date under the type, so the table fits the page without scrolling.
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } };
const NARROW_ONLY = { display: { xs: 'block', md: 'none' }, fontSize: '0.8rem', color: 'text.secondary' };

const batchable = (steps: ActionStep[]) => steps.includes('sign') || steps.includes('accept');

const accountCell = (accountName: string | null, companyName: string | null) =>
  accountName ? (
    <>
      {accountName}
      <br />
      <span style={{ opacity: 0.7 }}>{companyName ?? 'Private company'}</span>
    </>
  ) : (
    '—'
  );

export function PendingActionsTable({
  actions,
  stepsOf,
  busy,
  onStep,
  selected,
  onSelect,
  linkedId,
}: PendingActionsTableProps) {
  const selectable = actions.filter((action) => batchable(stepsOf(action)));
  const chosen = selectable.filter((action) => selected.has(action.id)).length;
  // No checkbox column when the user may sign or accept none of these actions.
  const selecting = selectable.length > 0;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label="Pending actions" sx={{ '& td, & th': { px: { xs: 1, lg: 1.5 } } }}>
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            {selecting && (
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={chosen === selectable.length}
                  indeterminate={chosen > 0 && chosen < selectable.length}
                  onChange={(event) => onSelect(selectable, event.target.checked)}
                  slotProps={{ input: { 'aria-label': 'Select every action you may sign or accept' } }}
                />
              </TableCell>
            )}
            <TableCell>Type</TableCell>
            <TableCell>Unit</TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              Volume (t)
            </TableCell>
            <TableCell>From</TableCell>
            <TableCell>To</TableCell>
            <TableCell sx={WIDE_ONLY}>Initiator</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={WIDE_ONLY}>Created</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {actions.map((action) => (
            <TableRow
              key={action.id}
              data-testid="pending-action-row"
              selected={selected.has(action.id)}
              aria-current={action.id === linkedId ? 'true' : undefined}
              ref={action.id === linkedId ? scrollIntoView : undefined}
              sx={
                action.id === linkedId
                  ? { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 }
                  : undefined
              }
            >
              {selecting && (
                <TableCell padding="checkbox">
                  {batchable(stepsOf(action)) && (
                    <Checkbox
                      size="small"
                      checked={selected.has(action.id)}
                      onChange={(event) => onSelect([action], event.target.checked)}
                      slotProps={{
                        input: {
                          'aria-label': `Select ${ACTION_TYPE_LABELS[action.type]} ${action.serial ?? action.id}`,
                        },
                      }}
                    />
                  )}
                </TableCell>
              )}
              <TableCell>
                {ACTION_TYPE_LABELS[action.type]}
                <Box component="span" sx={NARROW_ONLY}>
                  {action.initiatorName}
                  <br />
                  {formatDateTime(action.createdAt)}
                </Box>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {action.serial ?? '—'}
                {action.volume && (
                  <Box component="span" sx={NARROW_ONLY}>
                    {formatVolume(action.volume)} t
                  </Box>
                )}
              </TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                {action.volume ? formatVolume(action.volume) : '—'}
              </TableCell>
              <TableCell>{accountCell(action.sendingAccountName, action.sendingCompanyName)}</TableCell>
              <TableCell>{accountCell(action.receivingAccountName, action.receivingCompanyName)}</TableCell>
              <TableCell sx={WIDE_ONLY}>{action.initiatorName}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color="warning"
                  label={ACTION_STATUS_LABELS[action.status]}
                />
                <Box sx={{ fontSize: '0.8rem', color: 'text.secondary', mt: 0.5 }}>
                  {action.requiredActions}
                </Box>
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{formatDateTime(action.createdAt)}</TableCell>
              <TableCell align="right">
                <Box
                  sx={{
                    display: 'flex',
                    flexDirection: { xs: 'column', md: 'row' },
                    alignItems: 'flex-end',
                    justifyContent: 'flex-end',
                    gap: 0.5,
                  }}
                >
                  {stepsOf(action).map((step) => (
                    <Button
                      key={step}
                      size="small"
                      disabled={busy}
                      color={step === 'reject' || step === 'cancel' ? 'error' : 'primary'}
                      variant={step === 'sign' || step === 'accept' ? 'contained' : 'text'}
                      onClick={() => onStep(action, step)}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {ACTION_STEP_LABELS[step]}
                    </Button>
                  ))}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
