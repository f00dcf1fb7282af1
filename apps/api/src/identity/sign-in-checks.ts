import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { hashPassword, verifyPassword } from '../lib/passwords';
import {
  clientBudgetSpentUntil,
  countClientFailure,
} from '../services/sign-in-lockout/client-failure-budget';
import {
  countFailedSignIn,
  signInHoldOf,
  type SignInHold,
} from '../services/sign-in-lockout/sign-in-lockout';
import { findIdentityAccountByEmail, type IdentityAccount } from './identity-accounts';

// The checks every step that proves who is signing in goes through (password, second-factor code, the
// second-factor set-up page): the client's failure budget, the address's back-off or lock, then the secret.
// Unknown addresses go through the same steps and get the same words (decision 031, 088).

export const INVALID_SIGN_IN = 'Invalid e-mail or password';
export const LOCKED_SIGN_IN =
  'Sign-in to this e-mail address is locked after too many failed attempts. Contact the registry to have it unlocked.';

export interface SignInRefusal {
  statusCode: 401 | 429;
  message: string;
  /** Seconds until trying again can succeed (a Retry-After), when that is known. */
  retryAfterSeconds?: number;
}

export interface SignInAttempt {
  db: Db;
  config: AppConfig;
  /** The client address (request.ip): spraying across e-mail addresses is counted per client. */
  clientAddress: string;
  email: string;
  /** The moment of the attempt; tests give their own. */
  at: Date;
}

const minutesUntil = (until: Date, at: Date) =>
  Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 60_000));
const minutesText = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

function refusalOf(hold: SignInHold, at: Date): SignInRefusal {
  if (hold.kind === 'locked') return { statusCode: 401, message: LOCKED_SIGN_IN };
  const minutes = minutesUntil(hold.until, at);
  return {
    statusCode: 429,
    message: `Too many failed attempts for this e-mail address. Try again in ${minutesText(minutes)}.`,
    retryAfterSeconds: Math.ceil((hold.until.getTime() - at.getTime()) / 1000),
  };
}

/** Refuses before any secret is checked: the client spent its failures, or the address is held back or locked. */
export async function refusalBeforeChecking(attempt: SignInAttempt): Promise<SignInRefusal | null> {
  const { db, config, clientAddress, email, at } = attempt;
  const spentUntil = await clientBudgetSpentUntil(
    db,
    clientAddress,
    config.signInLockout.clientFailuresPerHour,
    at,
  );
  if (spentUntil) {
    return {
      statusCode: 429,
      message: `Too many failed sign-ins from your network. Try again in ${minutesText(minutesUntil(spentUntil, at))}.`,
      retryAfterSeconds: Math.ceil((spentUntil.getTime() - at.getTime()) / 1000),
    };
  }
  const hold = email ? await signInHoldOf(db, email, at) : null;
  return hold ? refusalOf(hold, at) : null;
}

/** Counts a wrong secret for the client and the address; answers what to tell the person. */
export async function refusalAfterFailure(
  attempt: SignInAttempt,
  wrong: string,
  onLocked?: () => void,
): Promise<SignInRefusal> {
  const { db, config, clientAddress, email, at } = attempt;
  await countClientFailure(db, clientAddress, at);
  if (!email) return { statusCode: 401, message: wrong };
  const hold = await countFailedSignIn(db, email, config.signInLockout, at);
  if (hold?.kind === 'locked') onLocked?.();
  return hold ? refusalOf(hold, at) : { statusCode: 401, message: wrong };
}

// A wrong e-mail costs the same scrypt work as a wrong password, so timing does not tell which was wrong.
let unknownAccountHash: Promise<string> | undefined;
const passwordHashForUnknownAccount = () =>
  (unknownAccountHash ??= hashPassword('no account has this password'));

/** The password step: the identity account when the password is right, else the refusal to show. */
export async function checkPassword(
  attempt: SignInAttempt,
  password: string,
  onLocked?: () => void,
): Promise<{ account: IdentityAccount } | { refusal: SignInRefusal }> {
  const before = await refusalBeforeChecking(attempt);
  if (before) return { refusal: before };
  const account = attempt.email ? await findIdentityAccountByEmail(attempt.db, attempt.email) : undefined;
  const matches = await verifyPassword(
    password,
    account?.passwordHash ?? (await passwordHashForUnknownAccount()),
  );
  if (account && matches) return { account };
  return { refusal: await refusalAfterFailure(attempt, INVALID_SIGN_IN, onLocked) };
}
