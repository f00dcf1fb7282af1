import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db, DbOrTx } from '../db/client';
import type { AppConfig } from '../config';
import { identityRecoveryCodes, identitySecondFactors, secondFactorChallenges, users } from '../db/schema';

// The TOTP second factor of the embedded provider (decision 089): RFC 6238 codes of 6 digits every 30 s from
// a secret the person's authenticator app holds, and single-use recovery codes for a lost device.

const ISSUER = 'SAFc Registry';
export const RECOVERY_CODE_COUNT = 10;
/** A code from the step before or after the server's is accepted too (clocks drift); each step once only. */
const TOLERANCE_SECONDS = 30;
/** How long a checked password waits for its second step. */
const CHALLENGE_MINUTES = 10;
/** Wrong codes a challenge takes before the password must be given again. */
export const CHALLENGE_FAILURES = 5;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A TOTP code is 6 digits; a recovery code 10 letters and digits (shown as two groups of 5). */
export type SecondFactorCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

export function parseSecondFactorCode(typed: string): SecondFactorCode | null {
  const compact = typed.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(compact)) return { kind: 'totp', code: compact };
  if (/^[a-z2-7]{10}$/.test(compact)) return { kind: 'recovery', code: compact };
  return null;
}

export interface SecondFactorSetUp {
  secret: string;
  /** The otpauth:// address an authenticator app reads from the QR code. */
  uri: string;
  /** The QR code of `uri` as an SVG element. */
  qrSvg: string;
}

/** Registry administrators must sign in with a second factor where REQUIRE_ADMIN_MFA is on. */
export async function secondFactorRequired(db: DbOrTx, config: AppConfig, email: string): Promise<boolean> {
  if (!config.requireAdminMfa) return false;
  const [user] = await db
    .select({ isRegistryAdmin: users.isRegistryAdmin })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return user?.isRegistryAdmin === true;
}

/** Whether the account signs in with a second factor (set up and confirmed). */
export async function hasSecondFactor(db: DbOrTx, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ accountId: identitySecondFactors.accountId })
    .from(identitySecondFactors)
    .where(and(eq(identitySecondFactors.accountId, accountId), isNotNull(identitySecondFactors.confirmedAt)));
  return row !== undefined;
}

/**
 * A new secret for an account without a confirmed second factor, pending until a code confirms it (a second
 * set-up replaces a pending one). Null when the account already has a confirmed second factor.
 */
export async function beginSecondFactorSetUp(
  db: DbOrTx,
  accountId: string,
  email: string,
): Promise<SecondFactorSetUp | null> {
  const secret = generateSecret();
  const [row] = await db
    .insert(identitySecondFactors)
    .values({ accountId, secret })
    .onConflictDoUpdate({
      target: identitySecondFactors.accountId,
      set: { secret, lastTimeStep: null, createdAt: sql`now()` },
      setWhere: isNull(identitySecondFactors.confirmedAt),
    })
    .returning({ accountId: identitySecondFactors.accountId });
  return row ? setUpOf(secret, email) : null;
}

/** The set-up awaiting its first code, shown again after a wrong one; undefined when there is none. */
export async function pendingSecondFactorSetUp(
  db: DbOrTx,
  accountId: string,
  email: string,
): Promise<SecondFactorSetUp | undefined> {
  const [row] = await db
    .select({ secret: identitySecondFactors.secret })
    .from(identitySecondFactors)
    .where(and(eq(identitySecondFactors.accountId, accountId), isNull(identitySecondFactors.confirmedAt)));
  return row ? setUpOf(row.secret, email) : undefined;
}

async function setUpOf(secret: string, email: string): Promise<SecondFactorSetUp> {
  const uri = generateURI({ issuer: ISSUER, label: email, secret });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return { secret, uri, qrSvg };
}

/**
 * Checks a TOTP code at `at` against the account's secret: the confirmed one, or with `pending` the one awaiting
 * confirmation (which a right code then confirms). The step a code is accepted for is written in the same
 * statement that checks it is newer than the last, so the same code is never accepted twice, even by two
 * processes at once.
 */
export async function acceptTotpCode(
  db: DbOrTx,
  accountId: string,
  code: string,
  at: Date,
  { pending = false }: { pending?: boolean } = {},
): Promise<boolean> {
  const [factor] = await db
    .select()
    .from(identitySecondFactors)
    .where(eq(identitySecondFactors.accountId, accountId));
  if (!factor || (factor.confirmedAt === null) !== pending) return false;
  const result = await verify({
    secret: factor.secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(factor.lastTimeStep === null ? {} : { afterTimeStep: factor.lastTimeStep }),
  }).catch(() => ({ valid: false as const }));
  // A TOTP result carries the step it matched (the library's type covers HOTP's too).
  const step = result.valid && 'timeStep' in result ? result.timeStep : undefined;
  if (step === undefined) return false;
  const [accepted] = await db
    .update(identitySecondFactors)
    .set({
      lastTimeStep: step,
      ...(pending ? { confirmedAt: at } : {}),
    })
    .where(
      and(
        eq(identitySecondFactors.accountId, accountId),
        eq(identitySecondFactors.secret, factor.secret),
        or(isNull(identitySecondFactors.lastTimeStep), lt(identitySecondFactors.lastTimeStep, step)),
      ),
    )
    .returning({ accountId: identitySecondFactors.accountId });
  return accepted !== undefined;
}

/** The first code of a set-up, which confirms it: a TOTP code only (no recovery codes exist yet). */
export async function acceptFirstCode(
  db: DbOrTx,
  accountId: string,
  typed: string,
  at: Date,
): Promise<boolean> {
  const code = parseSecondFactorCode(typed);
  return code?.kind === 'totp' && acceptTotpCode(db, accountId, code.code, at, { pending: true });
}

/** Spends one of the account's unused recovery codes; false when it is not one of them. */
export async function useRecoveryCode(
  db: DbOrTx,
  accountId: string,
  code: string,
  at: Date,
): Promise<boolean> {
  const [used] = await db
    .update(identityRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(identityRecoveryCodes.accountId, accountId),
        eq(identityRecoveryCodes.codeHash, sha256(code)),
        isNull(identityRecoveryCodes.usedAt),
      ),
    )
    .returning({ accountId: identityRecoveryCodes.accountId });
  return used !== undefined;
}

/** Either kind of code, for an account with a confirmed second factor. */
export async function acceptSecondFactorCode(
  db: DbOrTx,
  accountId: string,
  typed: string,
  at: Date,
): Promise<boolean> {
  const code = parseSecondFactorCode(typed);
  if (!code) return false;
  if (code.kind === 'totp') return acceptTotpCode(db, accountId, code.code, at);
  return (await hasSecondFactor(db, accountId)) && useRecoveryCode(db, accountId, code.code, at);
}

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Replaces the account's recovery codes with new ones; the codes are returned once, only their hashes kept. */
export async function newRecoveryCodes(db: DbOrTx, accountId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % 32]).join(''),
  );
  await db.delete(identityRecoveryCodes).where(eq(identityRecoveryCodes.accountId, accountId));
  await db.insert(identityRecoveryCodes).values(codes.map((code) => ({ accountId, codeHash: sha256(code) })));
  return codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
}

/** Turns the second factor off: the secret and every recovery code are deleted. */
export async function removeSecondFactor(db: Db, accountId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(identityRecoveryCodes).where(eq(identityRecoveryCodes.accountId, accountId));
    await tx.delete(identitySecondFactors).where(eq(identitySecondFactors.accountId, accountId));
  });
}

// A challenge: a password already checked, waiting for its code (keyed by the sign-in's interaction, or by
// the hash of the set-up page's random token).

export const interactionChallengeId = (uid: string): string => `interaction:${uid}`;

/** A new random token for the set-up page and the challenge id it stands for. */
export function newSetUpToken(): { token: string; challengeId: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, challengeId: `set-up:${sha256(token)}` };
}
export const setUpChallengeId = (token: string): string => `set-up:${sha256(token)}`;

export async function startChallenge(db: DbOrTx, id: string, accountId: string, at: Date): Promise<void> {
  const expiresAt = new Date(at.getTime() + CHALLENGE_MINUTES * 60_000);
  await db
    .insert(secondFactorChallenges)
    .values({ id, accountId, expiresAt })
    .onConflictDoUpdate({ target: secondFactorChallenges.id, set: { accountId, expiresAt, failures: 0 } });
}

/** The account a live challenge is for, or undefined. */
export async function challengeAccount(db: DbOrTx, id: string, at: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ accountId: secondFactorChallenges.accountId })
    .from(secondFactorChallenges)
    .where(
      and(
        eq(secondFactorChallenges.id, id),
        gt(secondFactorChallenges.expiresAt, at),
        lt(secondFactorChallenges.failures, CHALLENGE_FAILURES),
      ),
    );
  return row?.accountId;
}

/** Counts a wrong code against the challenge; the CHALLENGE_FAILURES-th ends it. */
export async function failChallenge(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(secondFactorChallenges)
    .set({ failures: sql`${secondFactorChallenges.failures} + 1` })
    .where(eq(secondFactorChallenges.id, id));
}

export async function endChallenge(db: DbOrTx, id: string): Promise<void> {
  await db.delete(secondFactorChallenges).where(eq(secondFactorChallenges.id, id));
}
