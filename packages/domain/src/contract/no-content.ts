import { z } from 'zod';

/**
 * The answer of a call that answers 204: the API serialises null and sends no body, the web reads nothing
 * (undefined). One schema for both sides, so a 204 route and its fetcher cannot disagree either.
 */
export const NoContentSchema = z.null().optional().describe('No content');
export type NoContent = z.infer<typeof NoContentSchema>;
