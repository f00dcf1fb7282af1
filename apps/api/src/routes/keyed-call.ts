import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { isTransientFailure, raceOf, retryTransient } from '../db/transient-retry';
import { sealAfterCommit } from '../services/events/seal-events';
import { errorAnswer, isRefusal } from '../plugins/error-handler';
import { storeAnswer, storeRefusal, type KeyClaim } from '../services/idempotency/idempotency-keys';
import { keyClaimOf, replayStored, storedOf } from './idempotent-replay';

/** What a mutating call's work is given: its one transaction, and what to do once that has committed. */
export interface CallTransaction {
  /** The call's transaction: a service given it joins it (db/transaction.ts). */
  tx: Tx;
  /** Runs `job` once the call has committed (a mail): a refused or failed call's jobs never run. */
  afterCommit(job: () => Promise<unknown>): void;
}

/** A concurrent call with the same key committed first: this call's work is rolled back, its answer replayed. */
class KeyTakenMeanwhile extends Error {
  constructor() {
    super('The Idempotency-Key was taken by a concurrent call');
  }
}

/** A refusal of a keyed call's work, carried out of its rolled-back transaction to be stored. */
class Refused extends Error {
  constructor(readonly refusal: unknown) {
    super('The call was refused');
  }
}

/**
 * Every mutating call of the API, in one transaction (DESIGN §4, docs/decisions/101): `work` runs in it and
 * returns the answer's body, sent with `status`. With an Idempotency-Key the transaction ends with the key
 * written with its answer, so the work and its answer commit together or not at all: a replay, even after a
 * crash between the commit and the reply, gets the stored answer and runs nothing (the session's statement
 * said the key was taken: `keyTaken`). A concurrent call with the same key that commits first makes this
 * one's key write find the key taken (it waits for that call to end): this call's work is rolled back and
 * the other's answer replayed. A refusal (4xx) rolls the work back, then is stored under the key by
 * itself. A lost race (deadlock, serialization failure) runs the whole transaction again; a server failure
 * (5xx) keeps nothing.
 * Once committed, the call's events are sealed into the chain and its after-commit jobs run.
 */
export async function keyedCall<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  /** The answer's status; a function of the answer when it depends on it. */
  statusOf: number | ((body: T) => number),
  work: (call: CallTransaction) => Promise<T>,
): Promise<FastifyReply> {
  // Seen by the guard that fails a mutating call which skipped keyedCall (plugins/keyed-call-guard.ts).
  request.madeThroughKeyedCall = true;
  const db = request.server.database.db;
  const claim = keyClaimOf(request);
  if (claim && request.auth?.keyTaken) return replayStored(request, reply, claim);
  let jobs: (() => Promise<unknown>)[] = [];
  let status = 200;
  // Logged, since a retry is invisible to the caller: a call that keeps losing the same race points at two
  // writers taking the same rows in opposite orders.
  const onRetry = (error: unknown, nextAttempt: number) =>
    request.log.warn({ race: raceOf(error), nextAttempt }, 'The call lost a race and runs again');
  const runOnce = () => {
    jobs = [];
    return db.transaction(async (tx): Promise<string> => {
      let body: T;
      try {
        body = await work({ tx, afterCommit: (job) => jobs.push(job) });
      } catch (error) {
        // Rolled back (the whole transaction, claim included), then stored on its own (answerRefusal).
        if (claim && isRefusal(error) && !isTransientFailure(error)) throw new Refused(error);
        throw error;
      }
      status = typeof statusOf === 'number' ? statusOf : statusOf(body);
      reply.code(status);
      const text = status === 204 || body === undefined ? '' : String(reply.serialize(body));
      if (claim && !(await storeAnswer(tx, claim, status, storedOf(reply, text))))
        throw new KeyTakenMeanwhile();
      return text;
    });
  };
  const outcome = await retryTransient(runOnce, { onRetry }).catch((error: unknown) => {
    if (error instanceof Refused || error instanceof KeyTakenMeanwhile) return error;
    throw error;
  });
  if (outcome instanceof KeyTakenMeanwhile) return replayStored(request, reply, claim as KeyClaim);
  if (outcome instanceof Refused) return answerRefusal(request, reply, claim as KeyClaim, outcome.refusal);
  await sealAfterCommit(db);
  for (const job of jobs) {
    // The call is done and answers so; a mail that could not leave is logged.
    await job().catch((error: unknown) => request.log.error({ err: error }, 'After-commit work failed'));
  }
  reply.code(status);
  if (outcome === '') return reply.send();
  return reply.type('application/json; charset=utf-8').send(outcome);
}

/**
 * A refusal under a key: stored by itself, since the refused work changed nothing. A concurrent call with
 * the same key that claimed it meanwhile keeps its own answer, which this call then gives as a replay.
 */
async function answerRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  claim: KeyClaim,
  error: unknown,
): Promise<FastifyReply> {
  const { statusCode, body } = errorAnswer(request, error);
  const text = JSON.stringify(body);
  const stored = await storeRefusal(request.server.database.db, claim, statusCode, text);
  if (!stored) return replayStored(request, reply, claim);
  return reply.code(statusCode).type('application/json; charset=utf-8').send(text);
}
