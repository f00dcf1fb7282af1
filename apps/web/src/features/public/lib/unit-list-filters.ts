import { PublicUnitListQuerySchema, publicUnitPath, type PublicUnitListQuery } from '@safc/domain';

/** The list's state in the page address (issue 10: a filtered view can be shared as a link). */
export type UnitListState = Omit<PublicUnitListQuery, 'limit'> & { limit: number };

const KEYS = [
  'unitType',
  'status',
  'issuanceYear',
  'scheme',
  'feedstock',
  'country',
  'search',
  'sort',
  'after',
  'before',
  'limit',
] as const;

/** Reads the address with the API's own schema; a value it would refuse is dropped, not sent. */
export function unitListStateOf(params: URLSearchParams): UnitListState {
  const raw: Record<string, string> = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    if (PublicUnitListQuerySchema.shape[key].safeParse(value).success) raw[key] = value;
  }
  return PublicUnitListQuerySchema.parse(raw);
}

/** The address of a list state: defaults are left out so shared links stay short. */
export function searchParamsOfUnitList(state: Partial<UnitListState>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = state[key];
    if (value === undefined || value === '') continue;
    if (key === 'sort' && value === 'issued-desc') continue;
    if (key === 'limit' && value === 25) continue;
    params.set(key, String(value));
  }
  return params;
}

/** Whether anything narrows the list (sort and paging do not). */
export const hasUnitFilters = (state: UnitListState): boolean =>
  Boolean(
    state.unitType ||
    state.status ||
    state.issuanceYear ||
    state.scheme ||
    state.feedstock ||
    state.country ||
    state.search,
  );

/** The public address of a unit (docs/decisions/011), as the API's documents print it. */
export const unitPath = publicUnitPath;
