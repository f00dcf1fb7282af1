import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClaimEditedSchema, type ClaimEditFormInput } from '@safc/domain';
import { http } from '../../../lib/http';
import { unitKeys } from '../../../lib/query-keys/units';

/**
 * PATCH /api/units/{id}/claim: the fields of a saved claim that stay editable (forms spec §5, decision 039).
 * The key is made once per opening of the dialog, so a retried save is not applied twice.
 */
export const editClaim = (unitId: string, values: ClaimEditFormInput, idempotencyKey: string) =>
  http(`/api/units/${encodeURIComponent(unitId)}/claim`, {
    response: ClaimEditedSchema,
    method: 'PATCH',
    json: values,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useEditClaim(unitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, idempotencyKey }: { values: ClaimEditFormInput; idempotencyKey: string }) =>
      editClaim(unitId, values, idempotencyKey),
    // Field errors are shown under their fields by the dialog; anything else goes to the error dialog there.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitKeys.all }),
  });
}
