import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BatchSteppedSchema, type BatchStepped } from '@safc/domain';
import { http } from '../../../lib/http';
import { actionKeys } from '../../../lib/query-keys/actions';
import { unitKeys } from '../../../lib/query-keys/units';

export type BatchStep = 'sign' | 'accept';

/**
 * POST /api/actions/batch/sign | accept: one signature act over several actions, all or none
 * (docs/decisions/042). A refusal names the action that held the others back (`details.actionId`).
 */
export const stepActionBatch = (step: BatchStep, actionIds: string[]): Promise<BatchStepped> =>
  http(`/api/actions/batch/${step}`, {
    response: BatchSteppedSchema,
    method: 'POST',
    json: { actionIds },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });

export function useStepActionBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, actionIds }: { step: BatchStep; actionIds: string[] }) =>
      stepActionBatch(step, actionIds),
    // The panel lists the outcome per action, the refusal beside the action it names.
    meta: { silent: true },
    onSettled: () =>
      Promise.all(
        [actionKeys.all, unitKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
