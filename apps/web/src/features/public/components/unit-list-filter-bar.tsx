import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  CERTIFICATION_SCHEMES,
  FEEDSTOCK_NAMES,
  PUBLIC_LIST_STATUSES,
  PUBLIC_UNIT_SORTS,
  UNIT_TYPES,
  listCountries,
  type PublicUnitSort,
} from '@safc/domain';
import type { UnitListState } from '../lib/unit-list-filters';
import { certificationSchemeText } from '@safc/domain';
import { PUBLIC_STATUS_LABELS } from '../lib/public-unit-labels';

const SEARCH_DELAY_MS = 400;
const FIRST_ISSUANCE_YEAR = 2022;

const SORT_LABELS: Record<PublicUnitSort, string> = {
  'issued-desc': 'Newest issuance first',
  'issued-asc': 'Oldest issuance first',
  'volume-desc': 'Largest volume first',
  'volume-asc': 'Smallest volume first',
  'serial-asc': 'Serial A–Z',
  'serial-desc': 'Serial Z–A',
};

type Change = (next: Partial<UnitListState>) => void;

function Choice<T extends string | number>({
  label,
  value,
  options,
  onChange,
  allLabel,
  width = 150,
}: {
  label: string;
  value: T | undefined;
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T | undefined) => void;
  allLabel?: string;
  width?: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => {
        const picked = options.find((option) => String(option.value) === event.target.value);
        onChange(picked?.value);
      }}
      slotProps={{
        inputLabel: { shrink: true },
        select: { displayEmpty: true, MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
      }}
      sx={{ minWidth: width, flex: `0 1 ${width}px` }}
    >
      {allLabel !== undefined && <MenuItem value="">{allLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Every filter of the public unit list and its sort; each change goes to the address (issue 10). */
export function UnitListFilterBar({ state, onChange }: { state: UnitListState; onChange: Change }) {
  const [search, setSearch] = useState(state.search ?? '');
  // The address may change under the field (Back, a cleared filter): follow it during render.
  const [followed, setFollowed] = useState(state.search);
  if (followed !== state.search) {
    setFollowed(state.search);
    if ((search.trim() || undefined) !== state.search) setSearch(state.search ?? '');
  }
  useEffect(() => {
    const typed = search.trim() || undefined;
    if (typed === state.search) return;
    const timer = setTimeout(() => onChange({ search: typed }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, state.search, onChange]);

  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear - FIRST_ISSUANCE_YEAR + 1 }, (_, index) => thisYear - index);
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter units"
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
    >
      <TextField
        size="small"
        type="search"
        label="Search"
        placeholder="Serial or fuel producer"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 }, inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 220px', maxWidth: 320 }}
      />
      <Choice
        label="Type"
        allLabel="All types"
        value={state.unitType}
        width={120}
        options={UNIT_TYPES.map((type) => ({ value: type, label: type }))}
        onChange={(unitType) => onChange({ unitType })}
      />
      <Choice
        label="Status"
        allLabel="All statuses"
        value={state.status}
        width={130}
        options={PUBLIC_LIST_STATUSES.map((status) => ({
          value: status,
          label: PUBLIC_STATUS_LABELS[status],
        }))}
        onChange={(status) => onChange({ status })}
      />
      <Choice
        label="Issued in"
        allLabel="All years"
        value={state.issuanceYear}
        width={120}
        options={years.map((year) => ({ value: year, label: year }))}
        onChange={(issuanceYear) => onChange({ issuanceYear })}
      />
      <Choice
        label="Scheme"
        allLabel="All schemes"
        value={state.scheme}
        width={150}
        options={CERTIFICATION_SCHEMES.map((scheme) => ({
          value: scheme,
          label: certificationSchemeText(scheme),
        }))}
        onChange={(scheme) => onChange({ scheme })}
      />
      <Choice
        label="Feedstock"
        allLabel="All feedstocks"
        value={state.feedstock}
        width={180}
        options={FEEDSTOCK_NAMES.map((name) => ({ value: name, label: name }))}
        onChange={(feedstock) => onChange({ feedstock })}
      />
      <Choice
        label="Country"
        allLabel="All countries"
        value={state.country}
        width={160}
        options={listCountries().map((country) => ({ value: country.code, label: country.name }))}
        onChange={(country) => onChange({ country })}
      />
      <Choice
        label="Sort"
        value={state.sort}
        width={190}
        options={PUBLIC_UNIT_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
        onChange={(sort) => onChange({ sort: sort ?? 'issued-desc' })}
      />
    </Box>
  );
}
