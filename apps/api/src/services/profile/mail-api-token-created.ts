import { ROUTE_PATHS, type CreatedApiToken } from '@safc/domain';
import type { Registry } from '../users/caller';

/**
 * Tells the person that an API token was made in their name (decision 091): if it was not them, the mail
 * says where to revoke it. Sent after the commit; a mail server that fails is logged, the token stays.
 */
export async function mailApiTokenCreated(
  registry: Registry,
  user: { email: string; name: string },
  token: CreatedApiToken,
): Promise<void> {
  const reach = token.scope === 'read' ? 'read only (GET calls)' : 'everything you may do';
  const account = token.accountId ? `, held to one account (${token.accountId})` : '';
  const text = `Hello ${user.name},

An API token named "${token.name}" was created for your sign-in on ${token.createdAt}.
It may do ${reach}${account}, and it works until ${token.expiresAt}.

If this was not you, revoke it (or all your API tokens) at once in Profile settings:
${registry.config.publicUrl}${ROUTE_PATHS.PROFILE_SETTINGS}

SAFc Registry`;
  try {
    await registry.mailer.send({ to: user.email, subject: 'An API token was created for you', text });
  } catch (error) {
    registry.log.error({ err: error, tokenId: token.id }, 'API token e-mail could not be sent');
  }
}
