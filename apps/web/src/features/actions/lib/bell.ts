import { routePath } from '@safc/domain';
import type { ActionView } from '@safc/domain';

/** What the bell reads of GET /api/actions/pending: the accounts of the first processes. */
type Waiting<K extends keyof ActionView> = { processes: Pick<ActionView, K>[] };
export interface BellProcesses {
  pendingAcceptance: Waiting<'receivingAccountId'>;
  pendingSignature: Waiting<'sendingAccountId'>;
  pendingApproval: Waiting<'sendingAccountId'>;
}

/** The badge pulses when the total rises; the first count seen is a baseline, not a rise. */
export const totalRose = (previous: number | undefined, next: number): boolean =>
  previous !== undefined && next > previous;

/**
 * Where the bell leads: admins to ACTIONS; others to HOLDINGS' pendingActions tab, filtered on the account
 * of the first process waiting for them (acceptance first: it blocks the sender until answered), or else
 * of the first issuance awaiting approval, which that tab lists too (the count includes it).
 */
export function bellTarget(isRegistryAdmin: boolean, pending: BellProcesses | undefined): string {
  if (isRegistryAdmin) return routePath('ACTIONS');
  const params = new URLSearchParams({ tab: 'pendingActions' });
  const accountId =
    pending?.pendingAcceptance.processes[0]?.receivingAccountId ??
    pending?.pendingSignature.processes[0]?.sendingAccountId ??
    pending?.pendingApproval?.processes[0]?.sendingAccountId;
  if (accountId) params.set('accountId', accountId);
  return `${routePath('HOLDINGS')}?${params.toString()}`;
}
