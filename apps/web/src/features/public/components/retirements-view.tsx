import { useDocumentTitle } from '../../../components/page-title';
import { useRetirements } from '../api/get-retirements';
import { hasFilters, type RetirementFilters } from '../lib/retirement-filters';
import { KeysetList } from './keyset-list';
import { RetirementFilterBar } from './retirement-filter-bar';
import { RetirementsTable } from './retirements-table';

/** Filters, export and the table, keyset paged, or what there is to say when there are no rows. */
export function RetirementsView({
  filters,
  unitHref,
  onChange,
  onClear,
}: {
  filters: RetirementFilters;
  unitHref: (serial: string) => string;
  onChange: (next: Partial<RetirementFilters>) => void;
  onClear: () => void;
}) {
  useDocumentTitle('Claimed units');
  const retirements = useRetirements(filters);
  return (
    <>
      <RetirementFilterBar filters={filters} onChange={onChange} />
      <KeysetList
        list={retirements}
        paging={filters}
        filtered={hasFilters(filters)}
        texts={{
          unavailable: 'The claimed units are not available right now.',
          none: 'No units have been claimed yet',
          noneMatch: 'No claimed units match these filters',
          hint: {
            none: 'Certificates appear here once their holders claim them.',
            noneMatch: 'Try another claim year or serial.',
          },
        }}
        skeleton={{ rows: 4, height: 56 }}
        onPage={onChange}
        onClear={onClear}
      >
        {(items, busy) => <RetirementsTable items={items} busy={busy} unitHref={unitHref} />}
      </KeysetList>
    </>
  );
}
