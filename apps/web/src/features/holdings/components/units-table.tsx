import type { SyntheticEvent } from 'react';
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
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import { useNavigate } from 'react-router';
import { formatDate, routePath } from '@safc/domain';
import { Co2eAbatedHeading } from '../../../components/co2e-abated-heading';
import type { ListedUnit, UnitRow } from '../api/get-units';
import { formatVolume } from '../../../lib/format-volume';
import { UNIT_OPERATION_LABELS, type UnitOperation } from '../lib/unit-row-permissions';
import { UNIT_STATUS_COLORS, UNIT_STATUS_LABELS } from '../lib/unit-status-labels';

export interface UnitsTableProps {
  rows: ListedUnit[];
  operationsOf: (unit: UnitRow) => UnitOperation[];
  /** False while the account cannot act: the buttons show, disabled, under the notice that says why. */
  canAct: boolean;
  onOperation: (unit: UnitRow, operation: UnitOperation) => void;
  /** Rows chosen for a batch (docs/decisions/042): a checkbox on each block that may go in one. */
  selection?: UnitSelection;
  /** Tree mode: the rows are the chain of custody, each indented by its depth under its parent. */
  tree?: boolean;
}

export interface UnitSelection {
  isSelectable: (unit: UnitRow) => boolean;
  selected: ReadonlySet<string>;
  onChange: (units: UnitRow[], selected: boolean) => void;
}

// The checkbox's own click must not open the unit's page as a click on its row does.
const stopRowClick = (event: SyntheticEvent) => event.stopPropagation();

const unitPath = (unitId: string) => routePath('UNIT_VIEW', { unitId });

// A chain of custody has no depth limit; past this many levels the rows stop moving right and say their level.
// Each level moves 16 px: with the arrow, five levels and a serial leave the other columns their room at
// 1280 px (measured: six ran the Actions column 11 px past the card).
const MAX_INDENT = 5;
const INDENT_STEP = 2;

// In tree mode the Unit column carries the indent and, under a block another account holds, that account
// and its company, which ran the table 300 px past its card at 1280 px (names up to 200 characters, one
// word or several). The line wraps within a bounded width and the figure headings wrap, so the columns fit
// beside the indent (docs/decisions/084); single mode keeps its one-line headings.
const TREE_HEAD = { '& th': { whiteSpace: 'normal' }, '& th span': { whiteSpace: 'nowrap' } };
const HOLDER_LINE_WIDTH = '22em';

// Below 960 px the figures a unit's page shows anyway give their room to the volumes and the actions.
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } };

export function UnitsTable({
  rows,
  operationsOf,
  canAct,
  onOperation,
  selection,
  tree = false,
}: UnitsTableProps) {
  const navigate = useNavigate();
  const selectable = selection
    ? rows.filter(({ row, inAccount }) => inAccount && selection.isSelectable(row)).map(({ row }) => row)
    : [];
  const chosen = selectable.filter((row) => selection?.selected.has(row.id)).length;
  // No checkbox column where no row can be ticked: a user who may batch nothing sees no disabled box.
  const selecting = selection && selectable.length > 0 ? selection : undefined;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label="Units">
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' }, ...(tree && TREE_HEAD) }}>
          <TableRow>
            {selecting && (
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={chosen === selectable.length}
                  indeterminate={chosen > 0 && chosen < selectable.length}
                  onChange={(event) => selecting.onChange(selectable, event.target.checked)}
                  slotProps={{ input: { 'aria-label': 'Select every unit shown' } }}
                />
              </TableCell>
            )}
            <TableCell>Unit</TableCell>
            <TableCell sx={WIDE_ONLY}>Type code</TableCell>
            <TableCell align="right">Volume (t)</TableCell>
            <TableCell align="right">Free volume (t)</TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              <Co2eAbatedHeading />
            </TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={WIDE_ONLY}>Issued</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ row, depth, inAccount }) => (
            <TableRow
              key={row.id}
              hover
              selected={selecting?.selected.has(row.id) ?? false}
              onClick={() => navigate(unitPath(row.id))}
              sx={{ cursor: 'pointer', opacity: inAccount ? 1 : 0.6 }}
              data-testid="unit-row"
            >
              {selecting && (
                <TableCell padding="checkbox" onClick={stopRowClick}>
                  {inAccount && selecting.isSelectable(row) && (
                    <Checkbox
                      size="small"
                      checked={selecting.selected.has(row.id)}
                      onChange={(event) => selecting.onChange([row], event.target.checked)}
                      slotProps={{ input: { 'aria-label': `Select ${row.serial}` } }}
                    />
                  )}
                </TableCell>
              )}
              <TableCell
                sx={{
                  pl: 2 + Math.min(depth, MAX_INDENT) * INDENT_STEP,
                  whiteSpace: tree ? 'normal' : 'nowrap',
                }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: tree ? 0.5 : 0.75 }}>
                  {depth > 0 && <SubdirectoryArrowRightIcon fontSize="small" color="disabled" />}
                  {/* In a tree the type goes under the serial when the column is narrow. */}
                  <Box sx={tree ? { display: 'flex', flexWrap: 'wrap', columnGap: 1 } : undefined}>
                    <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {row.serial}
                    </Box>
                    <Box
                      component="span"
                      sx={{ color: 'text.secondary', ml: tree ? 0 : 1, whiteSpace: 'nowrap' }}
                    >
                      {row.unitType}
                      {depth > MAX_INDENT && ` · level ${depth}`}
                    </Box>
                    {!inAccount && (
                      <Box
                        sx={{
                          color: 'text.secondary',
                          fontSize: '0.8rem',
                          flexBasis: '100%',
                          maxWidth: HOLDER_LINE_WIDTH,
                          overflowWrap: 'anywhere',
                        }}
                      >
                        {row.accountName} · {row.companyName}
                      </Box>
                    )}
                  </Box>
                </Box>
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{row.typeCode}</TableCell>
              <TableCell align="right">{formatVolume(row.volume)}</TableCell>
              {/* Only an active block has anything free to move. */}
              <TableCell align="right">
                {row.status === 'active' ? formatVolume(row.freeVolume) : '—'}
              </TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                {formatVolume(row.co2Abated)}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={UNIT_STATUS_LABELS[row.status]}
                  color={UNIT_STATUS_COLORS[row.status]}
                  variant="outlined"
                />
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
                {formatDate(row.issuanceDate || row.createdAt)}
              </TableCell>
              <TableCell align="right" onClick={(event) => event.stopPropagation()}>
                {/* The buttons wrap into two rows rather than push the table wider than the page. */}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', minWidth: 150 }}>
                  {(inAccount ? operationsOf(row) : []).map((operation) => (
                    <Button
                      key={operation}
                      size="small"
                      disabled={!canAct}
                      onClick={() => onOperation(row, operation)}
                      sx={{ minWidth: 0, px: 1, whiteSpace: 'nowrap' }}
                    >
                      {UNIT_OPERATION_LABELS[operation]}
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
