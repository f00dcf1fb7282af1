import { CreatedTicketSchema, TicketListQuerySchema, TicketPageSchema } from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../plugins/multipart';
import { createTicket } from '../../services/helpdesk/create-ticket';
import { listTickets } from '../../services/helpdesk/list-tickets';
import { readTicketScreenshot } from '../../services/helpdesk/read-ticket-screenshot';
import { REFUSALS, callerOf, registryIn, registryOf } from '../account/caller-of';
import { keyedCall } from '../keyed-call';

const tags = ['helpdesk'];

/** The helpdesk: any signed-in user reports a problem; administrators read the tickets. */
export const helpdeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ticket',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags,
        summary: 'Report a problem (multipart: type, description, url, screenshots)',
        consumes: ['multipart/form-data'],
        response: { 201: CreatedTicketSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request);
      return keyedCall(request, reply, 201, (call) =>
        createTicket(registryIn(app, call), callerOf(request), form),
      );
    },
  );

  app.get(
    '/tickets',
    {
      schema: {
        tags,
        summary: 'Administrators: helpdesk tickets with their screenshots, newest first',
        querystring: TicketListQuerySchema,
        response: { 200: TicketPageSchema, ...REFUSALS },
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
      return reply.type(file.contentType).header('content-length', file.sizeBytes).send(file.content);
    },
  );
};
