import {
  PUBLIC_LIST_STATUSES,
  PUBLIC_UNIT_SORTS,
  textProblem,
  UNIT_TYPES,
  type PublicUnitListQuery,
} from '@safc/domain';
import { pagingOf, setPaging } from './list-address';

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
] as const;

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

function integerIn(value: string, min: number, max: number): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

function textOf(value: string, max: number, typed = false): string | undefined {
  const text = value.trim();
  if (text.length < 1 || text.length > max) return undefined;
  return typed && textProblem(text) ? undefined : text;
}

/**
 * Reads the address as the API's PublicUnitListQuerySchema would, by hand so the page carries no zod
 * (issue 14; unit-list-filters.test.ts holds the two to the same answers): a value the API would refuse is
 * dropped, not sent.
 */
export function unitListStateOf(params: URLSearchParams): UnitListState {
  const get = (key: (typeof KEYS)[number]): string | null => {
    const value = params.get(key);
    return value === null || value === '' ? null : value;
  };
  const state: UnitListState = { sort: 'issued-desc', ...pagingOf(params) };
  const read = <K extends (typeof KEYS)[number]>(
    key: K,
    parse: (raw: string) => UnitListState[K] | undefined,
  ) => {
    const raw = get(key);
    if (raw === null) return;
    const value = parse(raw);
    if (value !== undefined) state[key] = value;
  };
  read('unitType', (raw) => oneOf(UNIT_TYPES, raw));
  read('status', (raw) => oneOf(PUBLIC_LIST_STATUSES, raw));
  read('issuanceYear', (raw) => integerIn(raw, 2000, 9999));
  read('scheme', (raw) => textOf(raw, 40));
  read('feedstock', (raw) => textOf(raw, 200));
  read('country', (raw) => (/^[A-Za-z]{2}$/.test(raw.trim()) ? raw.trim().toUpperCase() : undefined));
  read('search', (raw) => textOf(raw, 100, true));
  read('sort', (raw) => oneOf(PUBLIC_UNIT_SORTS, raw));
  return state;
}

/** The address of a list state: defaults are left out so shared links stay short. */
export function searchParamsOfUnitList(state: Partial<UnitListState>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = state[key];
    if (value === undefined || value === '') continue;
    if (key === 'sort' && value === 'issued-desc') continue;
    params.set(key, String(value));
  }
  return setPaging(params, state);
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
