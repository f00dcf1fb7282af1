import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { EVENT_TYPES, dayOf, type EventType } from '@safc/domain';
import { DateInput } from '../../../components/date-input';
import type { FilterOption } from '../api/get-log-filters';
import { eventTypeLabel } from '../lib/event-text';

export interface LogFilters {
  type: EventType | '';
  accountId: string;
  userId: string;
  from: string;
  to: string;
}

export const NO_LOG_FILTERS: LogFilters = { type: '', accountId: '', userId: '', from: '', to: '' };

export interface LogsFiltersProps {
  filters: LogFilters;
  accounts: FilterOption[];
  /** Null when the user may not list people: the user filter is left out. */
  users: FilterOption[] | null;
  onChange: (filters: LogFilters) => void;
}

/** A filter takes a whole day, never a half-typed one or a future one (the picker says why beside it). */
const usableDay = (value: string): string => {
  const day = dayOf(value);
  return day && !day.isAfter(dayOf(new Date())) ? value : '';
};

const menu = { select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } };

export function LogsFilters({ filters, accounts, users, onChange }: LogsFiltersProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
      <TextField
        select
        size="small"
        label="Type"
        value={filters.type}
        sx={{ minWidth: 200 }}
        slotProps={menu}
        onChange={(event) => onChange({ ...filters, type: event.target.value as EventType | '' })}
      >
        <MenuItem value="">All types</MenuItem>
        {EVENT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {eventTypeLabel(type)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Account"
        value={filters.accountId}
        sx={{ minWidth: 220 }}
        slotProps={menu}
        onChange={(event) => onChange({ ...filters, accountId: event.target.value })}
      >
        <MenuItem value="">All accounts</MenuItem>
        {accounts.map((account) => (
          <MenuItem key={account.id} value={account.id}>
            {account.name}
          </MenuItem>
        ))}
      </TextField>
      {users && (
        <TextField
          select
          size="small"
          label="User"
          value={filters.userId}
          sx={{ minWidth: 220 }}
          slotProps={menu}
          onChange={(event) => onChange({ ...filters, userId: event.target.value })}
        >
          <MenuItem value="">All users</MenuItem>
          {users.map((user) => (
            <MenuItem key={user.id} value={user.id}>
              {user.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <DateInput
        size="small"
        fullWidth={false}
        label="From"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(from) => onChange({ ...filters, from: usableDay(from) })}
      />
      <DateInput
        size="small"
        fullWidth={false}
        label="To"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(to) => onChange({ ...filters, to: usableDay(to) })}
      />
    </Box>
  );
}
