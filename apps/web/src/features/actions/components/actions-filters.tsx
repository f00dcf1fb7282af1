import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  ACTION_STATES,
  ACTION_STATUS_LABELS,
  ACTION_STATUSES,
  ACTION_TYPE_LABELS,
  ACTION_TYPES,
  type ActionState,
  type ActionStatus,
  type ActionType,
} from '@safc/domain';
import type { CompanyOption } from '../../../lib/api/companies';

export interface ActionFilters {
  type: ActionType | '';
  status: ActionStatus | '';
  state: ActionState | '';
  /** Administrators only: the company on either side of the action. */
  companyId: string;
}

const STATE_LABELS: Record<ActionState, string> = { pending: 'Pending', finished: 'Finished' };

export interface ActionsFiltersProps {
  filters: ActionFilters;
  /** Null when the user sees only their own company's actions. */
  companies: CompanyOption[] | null;
  onChange: (filters: ActionFilters) => void;
}

export function ActionsFilters({ filters, companies, onChange }: ActionsFiltersProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
      {companies && (
        <TextField
          select
          size="small"
          label="Company"
          value={filters.companyId}
          sx={{ minWidth: 220 }}
          onChange={(event) => onChange({ ...filters, companyId: event.target.value })}
        >
          <MenuItem value="">All companies</MenuItem>
          {companies.map((company) => (
            <MenuItem key={company.id} value={company.id}>
              {company.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label="Type"
        value={filters.type}
        sx={{ minWidth: 160 }}
        onChange={(event) => onChange({ ...filters, type: event.target.value as ActionType | '' })}
      >
        <MenuItem value="">All types</MenuItem>
        {ACTION_TYPES.filter((type) => type !== 'Onboarding').map((type) => (
          <MenuItem key={type} value={type}>
            {ACTION_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="State"
        value={filters.state}
        sx={{ minWidth: 140 }}
        onChange={(event) => onChange({ ...filters, state: event.target.value as ActionState | '' })}
      >
        <MenuItem value="">All</MenuItem>
        {ACTION_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {STATE_LABELS[state]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Status"
        value={filters.status}
        sx={{ minWidth: 200 }}
        onChange={(event) => onChange({ ...filters, status: event.target.value as ActionStatus | '' })}
      >
        <MenuItem value="">All statuses</MenuItem>
        {ACTION_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {ACTION_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
