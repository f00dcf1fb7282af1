import { z } from 'zod';
import { TICKET_TYPES } from '../catalogues/statuses';
import { HELPDESK_DESCRIPTION_MIN_LENGTH } from '../constants';
import { HELPDESK_SCREENSHOT_RULE } from '../uploads/upload-rules';
import { blankToUndefined, booleanField, choiceField } from './fields';
import { filesField } from './file-field';
import { typedText } from './typed-text';

// Forms spec §3 "Helpdesk ticket" and §5. Sent as a multipart form (each value as text, files as files).

export const HELPDESK_DESCRIPTION_MESSAGE =
  'Please ensure your problem description contains at least 10 characters to provide sufficient details for us to assist you effectively.';
export const HELPDESK_FAILURE_MESSAGE = 'We have some problems with reporting your problem';

export const helpdeskTicketSchema = z.object({
  type: choiceField(TICKET_TYPES),
  description: typedText('textArea', { error: HELPDESK_DESCRIPTION_MESSAGE }).min(
    HELPDESK_DESCRIPTION_MIN_LENGTH,
    HELPDESK_DESCRIPTION_MESSAGE,
  ),
  /** "Include screenshot from present page", checked by default. */
  screenshot: booleanField().default(true),
  /** The current page's address. */
  url: z.preprocess(blankToUndefined, typedText().max(2048).optional()),
  screenshots: filesField(HELPDESK_SCREENSHOT_RULE),
});
export type HelpdeskTicket = z.output<typeof helpdeskTicketSchema>;
export type HelpdeskTicketInput = z.input<typeof helpdeskTicketSchema>;

/** The helpdesk failure text: the fixed sentence plus the error message if present. */
export const helpdeskFailureMessage = (errorMessage?: string): string =>
  errorMessage ? `${HELPDESK_FAILURE_MESSAGE}: ${errorMessage}` : HELPDESK_FAILURE_MESSAGE;
