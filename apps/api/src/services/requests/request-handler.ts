import type { requests } from '../../db/schema';
import type { EventTx } from '../events/record-events';

export type RequestRow = typeof requests.$inferSelect;

/** What a handler gets: the locked request (still pending) and who decides, inside the decision's transaction. */
export interface RequestDecision {
  tx: EventTx;
  request: RequestRow;
  deciderId: string;
  comment: string | undefined;
  /** The plausibility warnings the administrator acknowledges, by code (an issuance's approval only). */
  acknowledgedWarnings: readonly string[];
}

/**
 * Changes the entities a request concerns and writes their events. decideRequest then marks the request
 * and writes RequestApproved or RequestRejected (requestDecidedEvent), all in one transaction, unless the
 * handler decided the request itself with what it concerns (an issuance: decideIssuance).
 */
export interface RequestHandler {
  approve(decision: RequestDecision): Promise<void>;
  reject(decision: RequestDecision): Promise<void>;
}
