import type { PermissionCompany, PermissionContext, PermissionSubject } from './permission-vocabulary';

const isActiveMembership = (company: PermissionCompany): boolean => company.status === 'active';

/**
 * Platform spec §3 "Company selection": defaults to the user's first company; admins have none.
 * A requested company (the web's X-Company-Id) is honoured only when the user is an active member of it,
 * so a forged header falls back to a company the user really belongs to.
 */
export function buildPermissionContext(
  user: PermissionSubject,
  requestedCompanyId?: string | null,
): PermissionContext {
  if (user.isRegistryAdmin) return { user, selectedCompanyId: null };
  const own = user.companies.filter(isActiveMembership);
  const requested = requestedCompanyId ? own.find((company) => company.id === requestedCompanyId) : undefined;
  return { user, selectedCompanyId: (requested ?? own[0])?.id ?? null };
}

/** The selected company, only while the user is still an active member of it. */
export function selectedCompanyOf(ctx: PermissionContext): PermissionCompany | undefined {
  if (!ctx.selectedCompanyId) return undefined;
  return ctx.user.companies.find(
    (company) => company.id === ctx.selectedCompanyId && isActiveMembership(company),
  );
}
