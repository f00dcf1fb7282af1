import { z } from 'zod';
import { CANNOT_ACT_REASONS } from '../permissions/cannot-act-reason';

// The answers of /api/account (DESIGN §5, platform spec §3): one schema per shape, used by the routes and
// validated by the web (docs/decisions/010).

export const ActionReadinessSchema = z
  .object({
    canAct: z.boolean(),
    reasons: z.array(z.enum(CANNOT_ACT_REASONS)).describe('Empty when canAct'),
    requiredSignatures: z.number().int(),
    possibleSigners: z.number().int().describe('Users who could sign, other than the caller'),
  })
  .meta({ id: 'ActionReadiness' });
export type ActionReadiness = z.infer<typeof ActionReadinessSchema>;
