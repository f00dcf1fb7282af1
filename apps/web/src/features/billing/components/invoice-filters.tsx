import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { INVOICE_STATUSES, INVOICE_STATUS_LABELS, type InvoiceStatus } from '@safc/domain';
import type { CompanyOption } from '../../../lib/api/companies';

export interface InvoiceFilterValues {
  status: InvoiceStatus | '';
  companyId: string;
  periodFrom: string;
  periodTo: string;
}

export const NO_INVOICE_FILTERS: InvoiceFilterValues = {
  status: '',
  companyId: '',
  periodFrom: '',
  periodTo: '',
};

export interface InvoiceFiltersProps {
  filters: InvoiceFilterValues;
  /** The statuses the user may see (representatives never see drafts). */
  statuses: readonly InvoiceStatus[];
  /** Null when the user sees one company only: no company filter. */
  companies: CompanyOption[] | null;
  onChange: (filters: InvoiceFilterValues) => void;
}

export function InvoiceFilters({ filters, statuses, companies, onChange }: InvoiceFiltersProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
      <TextField
        select
        size="small"
        label="Status"
        value={filters.status}
        sx={{ minWidth: 150 }}
        onChange={(event) => onChange({ ...filters, status: event.target.value as InvoiceStatus | '' })}
      >
        <MenuItem value="">All statuses</MenuItem>
        {INVOICE_STATUSES.filter((status) => statuses.includes(status)).map((status) => (
          <MenuItem key={status} value={status}>
            {INVOICE_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      {companies && (
        <TextField
          select
          size="small"
          label="Company"
          value={filters.companyId}
          sx={{ minWidth: 240 }}
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
        type="date"
        size="small"
        label="Period from"
        value={filters.periodFrom}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.periodTo || undefined } }}
        onChange={(event) => onChange({ ...filters, periodFrom: event.target.value })}
      />
      <TextField
        type="date"
        size="small"
        label="Period to"
        value={filters.periodTo}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.periodFrom || undefined } }}
        onChange={(event) => onChange({ ...filters, periodTo: event.target.value })}
      />
    </Box>
  );
}
