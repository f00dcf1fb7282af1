import type { Registry } from '../users/caller';
import { fanOutWebhookEvents } from './fan-out-webhook-events';
import { sendWebhookMessages, type SendOptions } from './send-webhook-messages';

export interface WebhookRun {
  events: number;
  messages: number;
  delivered: number;
  failed: number;
}

/** One run of the webhooks: the new sealed events become messages, then what is due is sent. */
export async function deliverWebhooks(registry: Registry, options: SendOptions = {}): Promise<WebhookRun> {
  const fannedOut = await fanOutWebhookEvents(registry.db);
  const sent = await sendWebhookMessages(registry, options);
  return { ...fannedOut, ...sent };
}
