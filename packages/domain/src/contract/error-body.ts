import { z } from 'zod';

/** DESIGN §7: every error answer has this shape; errorId is logged with the cause so a user can quote it. */
export const ErrorBodySchema = z
  .object({
    statusCode: z.number().int(),
    message: z.string(),
    errorId: z.uuid(),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
