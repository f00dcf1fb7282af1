import { createHelpdeskTicket } from '../api/create-ticket';
import { capturePageScreenshot } from './capture-page-screenshot';
import type { HelpdeskSubmission } from './helpdesk-machine';

/** Turns the form's submission into the multipart ticket, with a screenshot when one was asked for. */
export async function sendHelpdeskTicket({ values, url }: HelpdeskSubmission): Promise<unknown> {
  const screenshot = values.screenshot === false ? null : await capturePageScreenshot();
  return createHelpdeskTicket({
    type: values.type,
    description: String(values.description ?? '').trim(),
    url,
    screenshots: screenshot ? [screenshot] : [],
  });
}
