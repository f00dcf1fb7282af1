import { AppError } from '../../errors/app-error';

/**
 * Blocking and unblocking, alike for a user, a company and an account: only an active one is blocked, only a
 * blocked one unblocked (else 409 naming its status). Answers the status to write; each service writes its
 * own row and records its own event (UserBlocked, CompanyBlocked, AccountBlocked and their Unblocked).
 */
export function blockedStatus(
  thing: 'user' | 'company' | 'account',
  status: string,
  blocking: boolean,
): 'blocked' | 'active' {
  const from = blocking ? 'active' : 'blocked';
  if (status !== from)
    throw AppError.conflict(`Only an ${from} ${thing} can be ${blocking ? 'blocked' : 'unblocked'}`, {
      status,
    });
  return blocking ? 'blocked' : 'active';
}
