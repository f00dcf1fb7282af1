import { ROUTE_PATHS } from '@safc/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import type { Registry } from '../users/caller';

/**
 * Tells the company's representatives that an endpoint failed for 5 days and was disabled (issue 44), after
 * the commit that disabled it; a mail server that fails is logged, the endpoint stays disabled.
 */
export async function mailWebhookDisabled(registry: Registry, endpointId: string): Promise<void> {
  const people = await queryRows<{ email: string; name: string; url: string; companyName: string }>(
    registry.db,
    sql`select u.email, u.name, w.url, c.name as "companyName"
          from webhook_endpoints w
          join companies c on c.id = w.company_id
          join company_memberships m on m.company_id = w.company_id and m.status = 'active'
                                    and m.role = 'companyRepresentative'
          join users u on u.id = m.user_id and u.status = 'active'
         where w.id = ${endpointId}::uuid
         order by u.email`,
  );
  for (const person of people) {
    const text = `Hello ${person.name},

Every delivery to the webhook endpoint ${person.url} of ${person.companyName} has failed for 5 days,
so the registry has stopped sending to it. Its delivery log says why each try failed.

Once the endpoint answers again, resume it under Company > Webhooks:
${registry.config.publicUrl}${ROUTE_PATHS.WEBHOOKS}

SAFc Registry`;
    try {
      await registry.mailer.send({ to: person.email, subject: 'A webhook endpoint was disabled', text });
    } catch (error) {
      registry.log.error({ err: error, endpointId }, 'webhook disabled e-mail could not be sent');
    }
  }
}
