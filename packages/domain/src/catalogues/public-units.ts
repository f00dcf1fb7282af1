// The public unit list's vocabulary, apart from its schemas in contract/public-units.ts so the page can
// read its address without loading zod (issue 14).

/** What the public list shows: held, claimed (retired) and expired blocks. */
export const PUBLIC_LIST_STATUSES = ['active', 'retired', 'expired'] as const;
export type PublicListStatus = (typeof PUBLIC_LIST_STATUSES)[number];

export const PUBLIC_UNIT_SORTS = [
  'issued-desc',
  'issued-asc',
  'volume-desc',
  'volume-asc',
  'serial-asc',
  'serial-desc',
] as const;
export type PublicUnitSort = (typeof PUBLIC_UNIT_SORTS)[number];

export const PUBLIC_UNIT_PAGE_SIZES = [25, 50, 100] as const;
