import { z } from 'zod';
import { REQUIRED } from '../forms/fields';
import { typedText } from '../forms/typed-text';

export const UNIT_REMOVAL_REASON_MIN = 10;
export const UNIT_REMOVAL_REASON_MAX = 1000;

/**
 * POST /api/units/{id}/remove: a registry administrator removes a unit issued in error (DESIGN §5). The
 * reason is kept on the block and in the log, so it must say something: at least 10 characters.
 */
export const unitRemovalSchema = z.object({
  reason: typedText('textArea', { error: REQUIRED })
    .min(UNIT_REMOVAL_REASON_MIN, `Give a reason of at least ${UNIT_REMOVAL_REASON_MIN} characters`)
    .max(UNIT_REMOVAL_REASON_MAX, `The reason may have at most ${UNIT_REMOVAL_REASON_MAX} characters`),
});
export type UnitRemoval = z.output<typeof unitRemovalSchema>;
