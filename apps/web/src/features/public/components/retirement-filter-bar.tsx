import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { NativeSearchField, NativeSelectField } from '../../../components/native-fields';
import { ExportButtons, type ExportFileFormat } from '../../../components/export-buttons';
import {
  SEARCH_MAX_LENGTH,
  claimYearChoices,
  exportBodyOf,
  type RetirementFilters,
} from '../lib/retirement-filters';

const SEARCH_DELAY_MS = 400;

/** GET /api/public/retirements/export under the table's filters (the table's order, every row). */
const retirementsExportHref = (filters: RetirementFilters, format: ExportFileFormat): string => {
  const params = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(exportBodyOf(filters))) params.set(key, String(value));
  return `/api/public/retirements/export?${params}`;
};

/**
 * Claim year and a search of serials, fuel producers and beneficiaries (what the API filters on), and the
 * export of the rows they select.
 */
export function RetirementFilterBar({
  filters,
  onChange,
}: {
  filters: RetirementFilters;
  onChange: (next: Partial<RetirementFilters>) => void;
}) {
  const [search, setSearch] = useState(filters.search ?? '');

  // The address may change under the field (Back, a cleared filter): follow it, during render rather
  // than in an effect, unless it is only what was typed coming back.
  const [followed, setFollowed] = useState(filters.search);
  if (followed !== filters.search) {
    setFollowed(filters.search);
    if ((search.trim() || undefined) !== filters.search) setSearch(filters.search ?? '');
  }

  useEffect(() => {
    const typed = search.trim() || undefined;
    if (typed === filters.search) return;
    const timer = setTimeout(() => onChange({ search: typed }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);

  const years = claimYearChoices(new Date().getFullYear());
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-end', mb: 2 }}>
      <NativeSelectField
        label="Claim year"
        allLabel="All years"
        value={filters.retirementYear}
        options={years.map((year) => ({ value: year, label: String(year) }))}
        onChange={(retirementYear) => onChange({ retirementYear })}
        flex="0 1 150px"
        minWidth={150}
      />
      <NativeSearchField
        label="Search"
        placeholder="Serial, fuel producer or beneficiary"
        value={search}
        onChange={setSearch}
        maxLength={SEARCH_MAX_LENGTH}
        flex="1 1 220px"
        maxWidth={360}
      />
      <Box sx={{ flexGrow: 1 }} />
      <ExportButtons
        hrefOf={(format) => retirementsExportHref(filters, format)}
        fileName="safc-retirements"
      />
    </Box>
  );
}
