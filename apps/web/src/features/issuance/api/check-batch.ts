import { useMutation } from '@tanstack/react-query';
import { BatchCheckSchema, type BatchCheck, type BatchCheckRequest } from '@safc/domain';
import { http } from '../../../lib/http';

/**
 * POST /api/issuances/batch-check: whether the batch the wizard names, or the document it holds (by its SHA-256,
 * hashed here: the file itself travels only with the submission), is already held by an issuance (decision 096).
 */
export const checkBatch = (request: BatchCheckRequest): Promise<BatchCheck> =>
  http('/api/issuances/batch-check', { response: BatchCheckSchema, method: 'POST', json: request });

/**
 * A question asked in passing: its failure shows nothing (the submission checks again), so it is silent. It
 * changes nothing, so no query is refreshed after it.
 */
export const useCheckBatch = () => useMutation({ mutationFn: checkBatch, meta: { silent: true } });
