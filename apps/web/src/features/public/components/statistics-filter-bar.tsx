import Box from '@mui/material/Box';
import { UNIT_TYPES, statisticsMonthLabel } from '@safc/domain';
import { NativeSelectField } from '../../../components/native-fields';
import { PlainButton } from '../../../components/plain-button';
import { monthChoices, type StatisticsFilters } from '../lib/statistics-filters';

/** The period (first and last month) and the unit type every chart of the page shows. */
export function StatisticsFilterBar({
  filters,
  onChange,
  onClear,
}: {
  filters: StatisticsFilters;
  onChange: (next: StatisticsFilters) => void;
  onClear: () => void;
}) {
  const months = monthChoices(new Date()).map((month) => ({
    value: month,
    label: statisticsMonthLabel(month),
  }));
  const filtered = filters.from !== undefined || filters.to !== undefined || filters.type !== undefined;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-end', mb: 3 }}>
      <NativeSelectField
        label="From"
        allLabel="The first month"
        value={filters.from}
        options={months.filter((month) => !filters.to || month.value <= filters.to)}
        onChange={(from) => onChange({ ...filters, from })}
        flex="1 1 150px"
        maxWidth={200}
      />
      <NativeSelectField
        label="To"
        allLabel="This month"
        value={filters.to}
        options={months.filter((month) => !filters.from || month.value >= filters.from)}
        onChange={(to) => onChange({ ...filters, to })}
        flex="1 1 150px"
        maxWidth={200}
      />
      <NativeSelectField
        label="Unit type"
        allLabel="SAFcA and SAFcE"
        value={filters.type}
        options={UNIT_TYPES.map((type) => ({ value: type, label: type }))}
        onChange={(type) => onChange({ ...filters, type })}
        flex="1 1 150px"
        maxWidth={200}
      />
      {filtered && (
        <PlainButton variant="text" onClick={onClear}>
          Clear filters
        </PlainButton>
      )}
    </Box>
  );
}
