import { can, type PermissionAction, type PermissionContext } from '@safc/domain';
import { AppError } from '../../errors/app-error';
import type { AccountWithCompany } from './ledger-rows';

/** Who is acting: the signed-in user and the permission context of the selected company. */
export interface Actor {
  user: { id: string; name: string; isRegistryAdmin: boolean };
  permissions: PermissionContext;
}

/** 403 unless the domain's rules allow the actor this action on units of the account. */
export function requireUnitPermission(
  actor: Actor,
  action: PermissionAction,
  account: AccountWithCompany,
): void {
  if (!can(actor.permissions, action, 'Unit', { companyId: account.companyId, accountId: account.id })) {
    throw AppError.forbidden(`You are not allowed to ${action} units of the account ${account.name}`, {
      accountId: account.id,
    });
  }
}

export function requireRegistryAdmin(actor: Actor): void {
  if (!actor.user.isRegistryAdmin) throw AppError.forbidden('Only a registry administrator may do this');
}

/** Whether the actor may look at units of the account (any membership; administrators everything). */
export const mayViewUnits = (actor: Actor, account: { id: string; companyId: string }): boolean =>
  can(actor.permissions, 'View', 'Unit', { companyId: account.companyId, accountId: account.id });
