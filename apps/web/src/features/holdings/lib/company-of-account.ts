import type { Me } from '@safc/domain';

/**
 * A link to holdings names an account (?accountId=, from the bell or a notification mail); when that account
 * belongs to another company of the user's than the one selected, holdings switches to it first, or the
 * selected company's accounts would not hold it and the link would land on a default account. The user's
 * account memberships say which company holds it; an account the user has no membership of stays unknown here.
 */
export function companyToSwitchTo(
  me: Me | undefined,
  selectedCompanyId: string | null,
  accountId: string | null,
) {
  if (!me || !accountId || me.isRegistryAdmin) return null;
  const owner = me.accountMemberships.find(
    (membership) => membership.accountId === accountId && membership.status === 'active',
  )?.companyId;
  if (!owner || owner === selectedCompanyId) return null;
  return me.companies.some((company) => company.id === owner) ? owner : null;
}
