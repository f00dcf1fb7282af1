import { HELPDESK_SCREENSHOT_RULE, helpdeskTicketSchema, type CreatedTicket } from '@safc/domain';
import { tickets } from '../../db/schema';
import { parseFormFields, type MultipartForm } from '../../plugins/multipart';
import { checkUploads, refuseUnknownFiles } from '../uploads/check-uploads';
import { storeUploads, withStoredFiles } from '../uploads/store-uploads';
import type { Caller, Registry } from '../users/caller';
import { eventTransaction, recordEvents } from '../events/record-events';

// The text fields of the ticket; the screenshots arrive as file parts and are judged by content below.
const ticketFieldsSchema = helpdeskTicketSchema.omit({ screenshots: true, screenshot: true });

/**
 * POST /api/helpdesk/ticket: any signed-in user reports a problem (forms spec §5 "Helpdesk ticket"). The
 * screenshots must be PNG or JPEG by content; a refused file refuses the ticket and nothing is stored.
 */
export async function createTicket(
  registry: Registry,
  caller: Caller,
  form: MultipartForm,
): Promise<CreatedTicket> {
  const fields = parseFormFields(ticketFieldsSchema, form.fields);
  refuseUnknownFiles(form.files, ['screenshots']);
  const screenshots = checkUploads('screenshots', HELPDESK_SCREENSHOT_RULE, form.files);
  const companyId = caller.permissions.selectedCompanyId;

  return withStoredFiles(registry.storage, (written) =>
    eventTransaction(registry.db, async (tx) => {
      const [ticket] = await tx
        .insert(tickets)
        .values({
          type: fields.type,
          description: fields.description,
          url: fields.url ?? null,
          userId: caller.user.id,
          companyId,
        })
        .returning({ id: tickets.id });
      if (!ticket) throw new Error('createTicket: the ticket was not inserted');
      const id = ticket.id;
      await storeUploads(
        tx,
        registry.storage,
        screenshots,
        { purpose: 'ticketScreenshot', uploadedBy: caller.user.id, companyId, ticketId: id },
        written,
      );
      await recordEvents(tx, [
        {
          type: 'TicketCreated',
          actorId: caller.user.id,
          companyId,
          entityType: 'ticket',
          entityId: id,
          payload: { type: fields.type, screenshots: screenshots.length },
        },
      ]);
      return { id, screenshots: screenshots.length };
    }),
  );
}
