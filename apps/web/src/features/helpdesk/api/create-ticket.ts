import { CreatedTicketSchema, type CreatedTicket, type TicketType } from '@safc/domain';
import { http } from '../../../lib/http';

export interface HelpdeskTicketRequest {
  type: TicketType;
  description: string;
  url: string;
  screenshots: File[];
}

/** POST /api/helpdesk/ticket, multipart: type, description, url, screenshots (platform spec §7). */
export const createHelpdeskTicket = (ticket: HelpdeskTicketRequest): Promise<CreatedTicket> =>
  http('/api/helpdesk/ticket', {
    method: 'POST',
    form: {
      type: ticket.type,
      description: ticket.description,
      url: ticket.url,
      screenshots: ticket.screenshots,
    },
    response: CreatedTicketSchema,
  });
