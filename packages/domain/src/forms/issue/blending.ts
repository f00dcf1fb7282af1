import { z } from 'zod';
import { dateField, type DateRuleOptions } from '../dates';
import { REQUIRED } from '../fields';
import { addressSchema } from './address';

export const MUST_BE_BLENDED = 'based on current specifications, the SAF must be blended';

/** Forms spec §5: blending is required and must be true to proceed; the blending date is not in the future. */
export function blendingSchema({ today }: DateRuleOptions) {
  return z.object(
    {
      isBlended: z.preprocess(
        (value) => (value === 'true' ? true : value === 'false' ? false : value),
        z.literal(true, { error: MUST_BE_BLENDED }),
      ),
      blendingDate: dateField(today, { notFuture: true }),
      blendingLocation: addressSchema,
    },
    { error: REQUIRED },
  );
}
export type Blending = z.output<ReturnType<typeof blendingSchema>>;
