import { z } from 'zod';
import { TICKET_TYPES } from '../catalogues/statuses';

// The answers of /api/helpdesk: any signed-in user reports a problem; administrators read the tickets.

export const CreatedTicketSchema = z
  .object({ id: z.uuid(), screenshots: z.number().int().describe('How many screenshots were stored') })
  .meta({ id: 'CreatedTicket' });
export type CreatedTicket = z.infer<typeof CreatedTicketSchema>;

export const TicketListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TicketListQuery = z.output<typeof TicketListQuerySchema>;

export const TicketSummarySchema = z
  .object({
    id: z.uuid(),
    type: z.enum(TICKET_TYPES),
    description: z.string(),
    url: z.string().nullable(),
    createdAt: z.iso.datetime(),
    user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
    company: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    screenshots: z.array(
      z.object({ id: z.uuid(), name: z.string(), contentType: z.string(), sizeBytes: z.number() }),
    ),
  })
  .meta({ id: 'HelpdeskTicket' });
export type TicketSummary = z.infer<typeof TicketSummarySchema>;

/** A page of the inbox, newest first, and how many tickets there are in all. */
export const TicketPageSchema = z
  .object({
    items: z.array(TicketSummarySchema),
    total: z.number().int().describe('How many tickets there are'),
    limit: z.number().int(),
    offset: z.number().int(),
  })
  .meta({ id: 'HelpdeskTicketPage' });
export type TicketPage = z.infer<typeof TicketPageSchema>;
