import type { PublicUnitPage } from '@safc/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRead } from '../../../lib/public-read';
import { publicUnitKeys } from '../../../lib/query-keys/public';

/** GET /api/public/units/{serial}: every public fact of one unit. */
export const getPublicUnitPage = (serial: string): Promise<PublicUnitPage> =>
  publicRead(`/api/public/units/${encodeURIComponent(serial)}`, 'PublicUnitPageSchema');

/** GET /api/public/unit/{id}: the same page by id, for the old /retirement?unit={id} addresses. */
export const getPublicUnitById = (id: string): Promise<PublicUnitPage> =>
  publicRead(`/api/public/unit/${encodeURIComponent(id)}`, 'PublicUnitPageSchema');

// The page says itself when a unit is unknown (404): no retry, no error dialog.
const unitQueryDefaults = {
  retry: false,
  refetchOnWindowFocus: false,
  staleTime: 60_000,
  meta: { silent: true },
};

export const publicUnitPageQuery = (serial: string) =>
  queryOptions({
    queryKey: publicUnitKeys.page(serial),
    queryFn: () => getPublicUnitPage(serial),
    ...unitQueryDefaults,
  });

export const publicUnitByIdQuery = (id: string) =>
  queryOptions({
    queryKey: publicUnitKeys.byId(id),
    queryFn: () => getPublicUnitById(id),
    ...unitQueryDefaults,
  });

export function usePublicUnitPage(serial: string) {
  return useQuery(publicUnitPageQuery(serial));
}

export function usePublicUnitById(id: string | null) {
  return useQuery({ ...publicUnitByIdQuery(id ?? ''), enabled: id !== null });
}
