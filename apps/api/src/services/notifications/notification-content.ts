import { ACTION_TYPE_LABELS, formatNumber, routePath } from '@safc/domain';
import type { NotificationContent } from './notification-mail';
import type { NotifiedAction } from './notified-action';

// What each notification says. A mail names only what its reader's own company may see: a receiving
// company hears of an incoming transfer to its account, never the sender's accounts or units, and an
// initiator hears how their own action ended, never who on the other side declined it or why.

const tonnes = (action: NotifiedAction) => (action.volume ? ` of ${formatNumber(action.volume)} t` : '');
const what = (action: NotifiedAction) => `${ACTION_TYPE_LABELS[action.type].toLowerCase()}${tonnes(action)}`;
const unit = (action: NotifiedAction) => (action.serial ? `, unit ${action.serial}` : '');
const expiry = (action: NotifiedAction) =>
  action.expiresAt
    ? [`If it is not completed by ${action.expiresAt} UTC it expires and the units are released.`]
    : [];

/**
 * The pending actions tab of Holdings on the account concerned, with the action picked out: where signing and
 * accepting is done. A link names the account's company too, so the screen selects that company first (a
 * person may work for several) and opens on the exact account and action.
 */
export const pendingActionsOf = (companyId: string, accountId: string, actionId: string): string =>
  `${routePath('HOLDINGS')}?${new URLSearchParams({ companyId, accountId, tab: 'pendingActions', actionId }).toString()}`;
const holdingsOf = (companyId: string, accountId: string): string =>
  `${routePath('HOLDINGS')}?${new URLSearchParams({ companyId, accountId }).toString()}`;
const issuanceOf = (companyId: string, issuanceId: string): string =>
  `${routePath('ISSUANCE_VIEW', { issuanceId })}?${new URLSearchParams({ companyId }).toString()}`;
/** The administrator's Actions page with the action's review open. */
export const actionReviewOf = (actionId: string): string =>
  `${routePath('ACTIONS')}?${new URLSearchParams({ actionId }).toString()}`;

/** The pending action on the account asked to accept it (a transfer's receiver), else on the sending account. */
const receivingEnd = (action: NotifiedAction): string =>
  action.receivingAccountId && action.receivingCompanyId
    ? pendingActionsOf(action.receivingCompanyId, action.receivingAccountId, action.id)
    : pendingActionsOf(action.companyId, action.accountId, action.id);

export function signatureRequired(action: NotifiedAction): NotificationContent {
  return {
    subject: `Your action is required: sign a ${what(action)}`,
    paragraphs: [
      `${action.initiatorName} started a ${what(action)} from the account ${action.accountName}${unit(action)}. It needs your signature: someone other than the initiator signs every action (four eyes).`,
      ...expiry(action),
    ],
    callToAction: 'Review and sign',
    link: pendingActionsOf(action.companyId, action.accountId, action.id),
  };
}

export function acceptanceRequired(action: NotifiedAction): NotificationContent {
  const accountName = action.receivingAccountName ?? action.accountName;
  return {
    subject: `Your action is required: accept an incoming ${what(action)}`,
    paragraphs: [
      `An incoming ${what(action)} to your account ${accountName} awaits acceptance by your company.`,
      ...expiry(action),
    ],
    callToAction: 'Review and accept',
    link: receivingEnd(action),
  };
}

export function approvalRequired(action: NotifiedAction, answered: boolean): NotificationContent {
  return {
    subject: `Your action is required: approve an issuance${tonnes(action)} by ${action.companyName}`,
    paragraphs: [
      answered
        ? `${action.initiatorName} of ${action.companyName} answered your question on the issuance${tonnes(action)} into ${action.accountName}. It awaits your decision again.`
        : `${action.companyName} asks to issue${tonnes(action)} of SAFcA into its account ${action.accountName}, signed by a second person. Approve it, reject it or ask for clarification.`,
    ],
    callToAction: 'Review the issuance',
    link: actionReviewOf(action.id),
  };
}

export type Outcome = 'completed' | 'rejected' | 'expired';

export function actionEnded(
  action: NotifiedAction,
  outcome: Outcome,
  adminComment: string | null,
): NotificationContent {
  const sentences: Record<Outcome, string> = {
    completed:
      action.type === 'Issue'
        ? `Your ${what(action)} into the account ${action.accountName} was approved by the registry administrator: the units are in the account.`
        : `Your ${what(action)} from the account ${action.accountName}${unit(action)} is completed.`,
    rejected: `Your ${what(action)} from the account ${action.accountName}${unit(action)} was rejected; its units are free again.`,
    expired: `Your ${what(action)} from the account ${action.accountName}${unit(action)} expired before it was completed; its units are free again.`,
  };
  // An issuance completes by the administrator's approval: that is the word its initiator expects.
  const word = action.type === 'Issue' && outcome === 'completed' ? 'approved' : outcome;
  return {
    subject: `Your ${what(action)} was ${word}`,
    paragraphs: [
      sentences[outcome],
      ...(adminComment ? [`The registry administrator's comment: ${adminComment}`] : []),
    ],
    // An issuance's own page says how it ended and why, above the form as submitted (decision 136).
    ...(action.issuanceId
      ? { callToAction: 'Open the issuance', link: issuanceOf(action.companyId, action.issuanceId) }
      : { callToAction: 'Open the account', link: holdingsOf(action.companyId, action.accountId) }),
  };
}

/** 24 hours before a pending transfer expires, to whoever may move it on now and to its initiator. */
export function expiryReminder(
  action: NotifiedAction,
  forInitiator: boolean,
  receiving: boolean,
): NotificationContent {
  const accountName = receiving ? (action.receivingAccountName ?? action.accountName) : action.accountName;
  return {
    subject: `Reminder: a pending ${what(action)} expires on ${action.expiresAt} UTC`,
    paragraphs: [
      forInitiator
        ? `Your ${what(action)} from the account ${accountName}${unit(action)} is still ${action.status === 'pendingAcceptance' ? 'awaiting acceptance' : 'awaiting signature'}.`
        : `A ${what(action)} ${receiving ? 'to' : 'from'} your account ${accountName} still awaits your ${receiving ? 'acceptance' : 'signature'}.`,
      `It expires on ${action.expiresAt} UTC, in less than 24 hours, and the units are then released.`,
    ],
    callToAction: forInitiator ? 'Open the account' : receiving ? 'Review and accept' : 'Review and sign',
    link: receiving ? receivingEnd(action) : pendingActionsOf(action.companyId, action.accountId, action.id),
  };
}
