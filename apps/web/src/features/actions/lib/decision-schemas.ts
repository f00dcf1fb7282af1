import { z } from 'zod';
import { requestDecisionSchema, requiredText } from '@safc/domain';

/** Asking for clarification needs the question; rejecting may carry a comment (as the API judges them). */
export const clarifySchema = z.object({ comment: requiredText().max(2000, 'At most 2,000 characters') });
export const rejectSchema = requestDecisionSchema;
