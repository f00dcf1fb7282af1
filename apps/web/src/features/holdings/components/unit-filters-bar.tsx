import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { UNIT_BLOCK_STATUSES, UNIT_TYPES, type UnitBlockStatus, type UnitType } from '@safc/domain';
import type { ListMode } from '../api/get-units';
import type { UnitFilters } from '../lib/unit-filters';
import { UNIT_STATUS_LABELS } from '../lib/unit-status-labels';

export interface UnitFiltersBarProps {
  filters: UnitFilters;
  onChange: (filters: UnitFilters) => void;
  mode: ListMode;
  onModeChange: (mode: ListMode) => void;
}

export function UnitFiltersBar({ filters, onChange, mode, onModeChange }: UnitFiltersBarProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: ListMode | null) => value && onModeChange(value)}
        aria-label="List mode"
      >
        <ToggleButton value="single">Single</ToggleButton>
        <ToggleButton value="tree">Tree</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label="Status"
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value as UnitBlockStatus | '' })}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">All statuses</MenuItem>
        {UNIT_BLOCK_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {UNIT_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Unit type"
        value={filters.unitType}
        onChange={(event) => onChange({ ...filters, unitType: event.target.value as UnitType | '' })}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">All types</MenuItem>
        {UNIT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {type}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Search"
        placeholder="Serial, batch number, type code"
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
        sx={{ flex: '1 1 220px', maxWidth: 360 }}
      />
    </Box>
  );
}
