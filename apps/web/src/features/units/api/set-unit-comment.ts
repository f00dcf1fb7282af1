import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoContentSchema } from '@safc/domain';
import { http } from '../../../lib/http';
import { unitKeys } from '../../../lib/query-keys/units';

/** PATCH /api/units/{id}/comment: the internal note (SetComment), seen only inside the registry. */
export const setUnitComment = (
  unitId: string,
  comment: string | null,
  idempotencyKey: string,
): Promise<unknown> =>
  http(`/api/units/${encodeURIComponent(unitId)}/comment`, {
    response: NoContentSchema,
    method: 'PATCH',
    json: { comment },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useSetUnitComment(unitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // An emptied note is removed rather than kept as blank text.
    mutationFn: (comment: string) =>
      setUnitComment(unitId, comment.trim() === '' ? null : comment, crypto.randomUUID()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitKeys.detail(unitId) }),
  });
}
