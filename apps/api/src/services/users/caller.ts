import {
  can,
  refusalOf,
  type NameViewer,
  type PermissionAction,
  type PermissionContext,
  type PermissionTarget,
  type PermissionThing,
} from '@safc/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { FileStorage } from '../../storage/file-storage';
import { AppError } from '../../errors/app-error';
import type { SessionUser } from '../auth/load-session-user';

/** Who calls a service: the signed-in user and the permission context of the selected company. */
export interface Caller {
  user: SessionUser;
  permissions: PermissionContext;
}

/** What the organisation services reach besides the database: uploads, mail and the public URL. */
export interface Registry {
  /** The database, or the transaction of the call the service works in (routes/keyed-call.ts). */
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  config: AppConfig;
  log: FastifyBaseLogger;
  /**
   * Runs `job` once the caller's work has committed, given the registry on the database itself: for what
   * cannot be rolled back (a mail). Inside a call, after the call's commit; elsewhere, now.
   */
  afterCommit(job: (committed: Registry) => Promise<unknown>): Promise<void>;
}

export const callerCan = (
  caller: Caller,
  action: PermissionAction,
  thing: PermissionThing,
  target?: PermissionTarget,
): boolean => can(caller.permissions, action, thing, target);

/** A permission target that names itself in a refusal, where "this Unit" would not say which. */
export interface NamedTarget extends PermissionTarget {
  named?: string;
}

/** Units held by an account, as a permission target: a refusal names the account. */
export const unitsOf = (account: { id: string; companyId: string; name?: string }): NamedTarget => ({
  companyId: account.companyId,
  accountId: account.id,
  named: account.name === undefined ? undefined : `units of the account ${account.name}`,
});

/**
 * How a refusal names units the caller may not see: not by the account's name, which is not theirs to learn.
 */
export const THIS_ACCOUNTS_UNITS = 'the units of this account';

/**
 * The one permission door of the services: refuses with 403 unless the domain's rules allow it. Call it
 * after the target was found visible, so an invisible target answers 404 and guessing ids tells nothing.
 */
export function requireCan(
  caller: Caller,
  action: PermissionAction,
  thing: PermissionThing,
  target?: NamedTarget,
): void {
  if (callerCan(caller, action, thing, target)) return;
  if (target?.named === undefined) throw AppError.forbidden(refusalOf(action, thing));
  if (target.companyId !== undefined && !knowsAccountNamesOf(caller, target.companyId)) {
    // The refusal must not tell an outsider the account's name, nor which account holds the unit: a company
    // may withhold its name (decision 095), and a unit's id is public.
    throw AppError.forbidden(refusalOf(action, thing, THIS_ACCOUNTS_UNITS));
  }
  throw AppError.forbidden(refusalOf(action, thing, target.named), { accountId: target.accountId });
}

/**
 * Whether the caller may learn the names of a company's accounts: its active members, whether or not the
 * company itself is blocked, and the administrators. A former member is an outsider.
 */
export const knowsAccountNamesOf = (caller: Caller, companyId: string): boolean =>
  isAdministrator(caller) ||
  caller.permissions.user.companies.some(
    (company) => company.id === companyId && company.status === 'active',
  );

/** Registry administrators act across the registry; the domain gives them Manage on companies alone. */
export const isAdministrator = (caller: Caller): boolean => callerCan(caller, 'Manage', 'Company');

/** Refuses with 403 what only a registry administrator does (deciding requests and issuances, the log). */
export function requireAdministrator(
  caller: Caller,
  refusal = 'Only a registry administrator may do this',
): void {
  if (!isAdministrator(caller)) throw AppError.forbidden(refusal);
}

/**
 * The company a non-admin call acts for (X-Company-Id, docs/decisions/002); administrators name it. A
 * company the caller does not belong to answers 404, so guessing ids tells nothing.
 */
export function companyOfCall(caller: Caller, requested: string | undefined): string {
  if (isAdministrator(caller)) {
    if (!requested) throw AppError.badRequest('query.companyId: Required', { 'query.companyId': 'Required' });
    return requested;
  }
  const selected = caller.permissions.selectedCompanyId;
  if (!selected || (requested && requested !== selected)) throw AppError.notFound('Company not found');
  return selected;
}

/** The caller as the private-name rule sees them (domain `publicNameOf`): their active companies, their role. */
export const nameViewerOf = (caller: Caller): NameViewer => ({
  companyIds: caller.permissions.user.companies
    .filter((company) => company.status === 'active')
    .map((company) => company.id),
  isAdministrator: isAdministrator(caller),
});
