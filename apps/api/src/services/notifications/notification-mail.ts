import { ROUTE_PATHS } from '@safc/domain';

/** What a notification says, before it is laid out: one template for every kind. */
export interface NotificationContent {
  subject: string;
  /** Paragraphs of plain text: the same words go into the text and the HTML part. */
  paragraphs: string[];
  /** The button's words and the path of the screen it opens. */
  callToAction: string;
  link: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Lays a notification out as a multipart mail: a plain-text part any client reads, and a simple HTML part
 * with the same words and a button to the exact screen. The footer says where the person changes how often
 * they hear from the registry.
 */
export function renderNotificationMail(
  content: NotificationContent,
  name: string,
  publicUrl: string,
): RenderedMail {
  const url = `${publicUrl}${content.link}`;
  const settings = `${publicUrl}${ROUTE_PATHS.PROFILE_SETTINGS}`;
  const footer = `You receive this because of your notification settings: ${settings}`;
  const text = [
    `Hello ${name},`,
    ...content.paragraphs,
    `${content.callToAction}:\n${url}`,
    'SAFc Registry',
    footer,
  ].join('\n\n');
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #1b2b27; line-height: 1.5">
<p>Hello ${escapeHtml(name)},</p>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="display: inline-block; padding: 10px 16px; background: #0b5c4f; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(content.callToAction)}</a></p>
<p>SAFc Registry</p>
<p style="color: #5f6f6b; font-size: 12px">You receive this because of your <a href="${escapeHtml(settings)}">notification settings</a>.</p>
</body></html>`;
  return { subject: content.subject, text, html };
}

/** One mail listing a day's notifications of one company (the daily digest). */
export function renderDigestMail(
  items: { subject: string; link: string; createdAt: Date }[],
  companyName: string | null,
  name: string,
  publicUrl: string,
): RenderedMail {
  const scope = companyName ?? 'the registry administration';
  const subject = `Your SAFc Registry digest: ${items.length} ${items.length === 1 ? 'notification' : 'notifications'} for ${scope}`;
  const when = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return renderNotificationMail(
    {
      subject,
      paragraphs: [
        `Since your last digest, for ${scope}:`,
        ...items.map((item) => `${when(item.createdAt)} · ${item.subject}\n${publicUrl}${item.link}`),
      ],
      callToAction: 'Open the registry',
      link: items[0]?.link ?? ROUTE_PATHS.HOLDINGS,
    },
    name,
    publicUrl,
  );
}
