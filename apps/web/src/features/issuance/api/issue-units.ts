import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IssuanceSubmissionSchema, type IssuanceResults, type IssueForm } from '@safc/domain';
import { http } from '../../../lib/http';
import { actionKeys } from '../../../lib/query-keys/actions';
import { issuanceKeys } from '../../../lib/query-keys/issuances';

/**
 * POST /api/units/issue: the issue form as JSON in the multipart field `data` and the proof document as
 * the part `file`. The results travel for the record; the server computes them again before it stores.
 */
export function issueUnits(
  form: IssueForm,
  results: IssuanceResults,
  idempotencyKey: string,
): Promise<unknown> {
  const { fileTool, ...request } = form;
  const data = {
    ...request,
    adjustedLCAValue: results.adjustedLCAValue,
    sustainabilityTier: results.sustainabilityTier,
  };
  return http('/api/units/issue', {
    response: IssuanceSubmissionSchema,
    method: 'POST',
    form: { data: JSON.stringify(data), file: fileTool as unknown as File },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useIssueUnits() {
  const queryClient = useQueryClient();
  return useMutation({
    // The wizard places a refusal of its fields under them, and sends anything else to the error dialog.
    meta: { silent: true },
    mutationFn: ({
      form,
      results,
      idempotencyKey,
    }: {
      form: IssueForm;
      results: IssuanceResults;
      idempotencyKey: string;
    }) => issueUnits(form, results, idempotencyKey),
    onSuccess: () =>
      Promise.all(
        [issuanceKeys.all, actionKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
