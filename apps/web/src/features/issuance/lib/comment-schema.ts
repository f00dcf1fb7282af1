import { z } from 'zod';
import { requiredText } from '@safc/domain';

/** POST /api/actions/{id}/clarification: the initiator's answer, required, as the API judges it. */
export const clarificationAnswerSchema = z.object({
  comment: requiredText().max(2000, 'At most 2,000 characters'),
});
