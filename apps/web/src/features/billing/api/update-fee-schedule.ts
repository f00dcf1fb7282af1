import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeeSchedule, FeeScheduleInput } from '@safc/domain';
import { FeeScheduleSchema } from '@safc/domain';
import { http } from '../../../lib/http';
import { billingKeys } from '../../../lib/query-keys/billing';

/** PUT /api/billing/fees: a new version of the fee schedule (administrators). */
export const updateFeeSchedule = (body: FeeScheduleInput): Promise<FeeSchedule> =>
  http('/api/billing/fees', {
    response: FeeScheduleSchema,
    method: 'PUT',
    json: body,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });

export function useUpdateFeeSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeeSchedule,
    onSuccess: (schedule) => queryClient.setQueryData(billingKeys.fees(), schedule),
  });
}
