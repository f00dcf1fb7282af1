import { z } from 'zod';
import { LIST_MODES } from '../catalogues/statuses';
import { optionalIdField } from '../forms/fields';

/** GET /api/units (DESIGN §7): the holdings of an account, each block alone or as custody trees. */
export const holdingsQuerySchema = z.object({
  accountId: optionalIdField(),
  mode: z.enum(LIST_MODES).default('single'),
});
export type HoldingsQuery = z.output<typeof holdingsQuerySchema>;
