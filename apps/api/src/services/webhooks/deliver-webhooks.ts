import type { Registry } from '../users/caller';
import { fanOutWebhookEvents } from './fan-out-webhook-events';
import { sendWebhookMessages, type SendOptions, type SentRun } from './send-webhook-messages';

export interface WebhookRun extends SentRun {
  events: number;
  messages: number;
}

/** One run of the webhooks: the new sealed events become messages, then what is due is sent. */
export async function deliverWebhooks(registry: Registry, options: SendOptions = {}): Promise<WebhookRun> {
  const fannedOut = await fanOutWebhookEvents(registry.db);
  const sent = await sendWebhookMessages(registry, options);
  return { ...fannedOut, ...sent };
}
