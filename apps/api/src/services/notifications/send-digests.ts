import { lastDigestTime } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { Mailer } from '../../mail/mailer';
import { renderDigestMail } from './notification-mail';
import { claimOutbox, markSent } from './send-notifications';

interface DigestGroup extends Record<string, unknown> {
  userId: string;
  companyId: string | null;
}

interface DigestItem extends Record<string, unknown> {
  id: string;
  subject: string;
  link: string;
  createdAt: string;
  companyName: string | null;
  name: string;
  email: string;
}

const MAX_ITEMS = 200;

/**
 * The daily digests: for each person and company, one mail listing the notifications gathered before the
 * last digest time and not yet sent. Nothing is kept in memory, so a restarted or late process sends what is
 * due; rows are claimed with SKIP LOCKED, so several processes never send one digest twice.
 */
export async function sendDigests(
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  options: { publicUrl: string; digestHourUtc: number; now?: Date },
): Promise<{ digests: number }> {
  const due = lastDigestTime(options.now ?? new Date(), options.digestHourUtc);
  const groups = await queryRows<DigestGroup>(
    db,
    sql`select distinct user_id as "userId", company_id as "companyId" from notifications
      where delivery = 'digest' and sent_at is null and created_at < ${due.toISOString()}::timestamptz`,
  );
  let digests = 0;
  for (const group of groups) {
    const company = group.companyId ? sql`company_id = ${group.companyId}::uuid` : sql`company_id is null`;
    const claimed = await claimOutbox(
      db,
      sql`delivery = 'digest' and user_id = ${group.userId}::uuid and ${company} and created_at < ${due.toISOString()}::timestamptz`,
      MAX_ITEMS,
    );
    if (claimed.length === 0) continue;
    const items = await queryRows<DigestItem>(
      db,
      sql`select n.id, n.subject, n.link, n.created_at::text as "createdAt", c.name as "companyName", u.name, u.email
        from notifications n join users u on u.id = n.user_id left join companies c on c.id = n.company_id
        where n.id in (${sql.join(
          claimed.map((mail) => sql`${mail.id}::uuid`),
          sql`, `,
        )})
        order by n.created_at`,
    );
    const first = items[0]!;
    const mail = renderDigestMail(
      items.map((item) => ({ subject: item.subject, link: item.link, createdAt: new Date(item.createdAt) })),
      first.companyName,
      first.name,
      options.publicUrl,
    );
    try {
      await mailer.send({ to: first.email, ...mail });
      await markSent(
        db,
        items.map((item) => item.id),
      );
      digests += 1;
    } catch (error) {
      log.error({ err: error, userId: group.userId }, 'notification digest could not be sent');
    }
  }
  return { digests };
}
