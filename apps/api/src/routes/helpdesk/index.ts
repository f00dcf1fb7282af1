import { TICKET_TYPES } from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../plugins/multipart';
import { createTicket } from '../../services/helpdesk/create-ticket';
import { listTickets } from '../../services/helpdesk/list-tickets';
import { readTicketScreenshot } from '../../services/helpdesk/read-ticket-screenshot';
import { REFUSALS, callerOf, registryOf } from '../account/caller-of';

const tags = ['helpdesk'];

const TicketSchema = z
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

/** The helpdesk: any signed-in user reports a problem; administrators read the tickets. */
export const helpdeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ticket',
    {
      schema: {
        tags,
        summary: 'Report a problem (multipart: type, description, url, screenshots)',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ id: z.uuid(), screenshots: z.number().int() }), ...REFUSALS },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request);
      return reply.code(201).send(await createTicket(registryOf(app), callerOf(request), form));
    },
  );

  app.get(
    '/tickets',
    {
      schema: {
        tags,
        summary: 'Administrators: helpdesk tickets with their screenshots, newest first',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: {
          200: z.object({
            items: z.array(TicketSchema),
            total: z.number().int().describe('How many tickets there are'),
            limit: z.number().int(),
            offset: z.number().int(),
          }),
          ...REFUSALS,
        },
      },
    },
    async (request) => listTickets(app.database.db, callerOf(request), request.query),
  );

  app.get(
    '/tickets/:id/screenshots/:uploadId',
    {
      schema: {
        tags,
        summary: 'Administrators: one screenshot of a ticket',
        params: z.object({ id: z.uuid(), uploadId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const file = await readTicketScreenshot(
        registryOf(app),
        callerOf(request),
        request.params.id,
        request.params.uploadId,
      );
      return reply.type(file.contentType).send(file.bytes);
    },
  );
};
