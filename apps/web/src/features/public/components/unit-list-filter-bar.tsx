import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import {
  CERTIFICATION_SCHEMES,
  FEEDSTOCK_NAMES,
  PUBLIC_LIST_STATUSES,
  PUBLIC_UNIT_SORTS,
  UNIT_TYPES,
  listCountries,
  type PublicUnitSort,
} from '@safc/domain';
import { NativeSearchField, NativeSelectField } from '../../../components/native-fields';
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
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-end', mb: 2 }}
    >
      <NativeSearchField
        label="Search"
        placeholder="Serial or fuel producer"
        value={search}
        onChange={setSearch}
        maxLength={100}
        flex="1 1 220px"
        maxWidth={320}
      />
      <NativeSelectField
        label="Type"
        allLabel="All types"
        value={state.unitType}
        flex="1 1 120px"
        minWidth={120}
        options={UNIT_TYPES.map((type) => ({ value: type, label: type }))}
        onChange={(unitType) => onChange({ unitType })}
      />
      <NativeSelectField
        label="Status"
        allLabel="All statuses"
        value={state.status}
        flex="1 1 130px"
        minWidth={130}
        options={PUBLIC_LIST_STATUSES.map((status) => ({
          value: status,
          label: PUBLIC_STATUS_LABELS[status],
        }))}
        onChange={(status) => onChange({ status })}
      />
      <NativeSelectField
        label="Issued in"
        allLabel="All years"
        value={state.issuanceYear}
        flex="1 1 120px"
        minWidth={120}
        options={years.map((year) => ({ value: year, label: String(year) }))}
        onChange={(issuanceYear) => onChange({ issuanceYear })}
      />
      <NativeSelectField
        label="Scheme"
        allLabel="All schemes"
        value={state.scheme}
        flex="1 1 150px"
        minWidth={150}
        options={CERTIFICATION_SCHEMES.map((scheme) => ({
          value: scheme,
          label: certificationSchemeText(scheme),
        }))}
        onChange={(scheme) => onChange({ scheme })}
      />
      <NativeSelectField
        label="Feedstock"
        allLabel="All feedstocks"
        value={state.feedstock}
        flex="1 1 180px"
        minWidth={180}
        options={FEEDSTOCK_NAMES.map((name) => ({ value: name, label: name }))}
        onChange={(feedstock) => onChange({ feedstock })}
      />
      <NativeSelectField
        label="Country"
        allLabel="All countries"
        value={state.country}
        flex="1 1 160px"
        minWidth={160}
        options={listCountries().map((country) => ({ value: country.code, label: country.name }))}
        onChange={(country) => onChange({ country })}
      />
      <NativeSelectField
        label="Sort"
        value={state.sort}
        flex="1 1 190px"
        minWidth={190}
        maxWidth={260}
        options={PUBLIC_UNIT_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
        onChange={(sort) => onChange({ sort: sort ?? 'issued-desc' })}
      />
    </Box>
  );
}
