import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UnitDetailSchema, type UnitRemoval } from '@safc/domain';
import { http } from '../../../lib/http';
import { storedUnitDetail, type UnitDetail } from './get-unit';
import { actionKeys } from '../../../lib/query-keys/actions';
import { unitKeys } from '../../../lib/query-keys/units';

/**
 * POST /api/units/{id}/remove: a registry administrator removes a unit issued in error. The block stays, as
 * `removed`, with the reason; the answer is the unit as it now is.
 */
export const removeUnit = (unitId: string, body: UnitRemoval, idempotencyKey: string): Promise<UnitDetail> =>
  http(`/api/units/${encodeURIComponent(unitId)}/remove`, {
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    response: UnitDetailSchema,
  }).then(storedUnitDetail);

export function useRemoveUnit(unitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnitRemoval) => removeUnit(unitId, body, crypto.randomUUID()),
    onSuccess: async (unit) => {
      queryClient.setQueryData(unitKeys.detail(unitId), unit);
      // Holdings lists and the unit's pending actions change with it.
      await Promise.all(
        [unitKeys.all, actionKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
