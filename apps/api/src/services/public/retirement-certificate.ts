import { payloadKey, type PublicClaim, type PublicUnitPage } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../errors/app-error';
import { getPublicUnitPage } from './get-public-unit-page';

/** The event of the registry's hash chain that recorded a claim: its place and its hash. */
export interface ClaimEvent {
  seq: number;
  hash: string;
}

/** What a retirement certificate states: the public page of a claimed unit and the claim's event. */
export interface RetirementCertificate {
  unit: PublicUnitPage & { claim: PublicClaim };
  claimEvent: ClaimEvent;
}

/** The claimed part's serial in a UnitClaimed payload (packages/domain/src/events). */
const CLAIMED_PART = sql.raw(`'${payloadKey('UnitClaimed', 'retired')}'`);

/**
 * The claim event of a claimed block. A claim supersedes the block it took from (the event's entity) and
 * names the claimed child by serial; both are checked, so a block that was claimed whole matches only its own
 * event.
 */
async function claimEventOf(db: DbOrTx, blockId: string, serial: string): Promise<ClaimEvent | null> {
  const [row] = await queryRows<{ seq: string; hash: string }>(
    db,
    sql`select e.seq::text as seq, e.hash from events e
         where e.entity_type = 'unitBlock'
           and e.entity_id = (select b.parent_id::text from unit_blocks b where b.id = ${blockId})
           and e.type = 'UnitClaimed' and e.payload->>${CLAIMED_PART} = ${serial}
         order by e.seq limit 1`,
  );
  return row ? { seq: Number(row.seq), hash: row.hash } : null;
}

/**
 * GET /api/public/units/{serial or id}/certificate: the facts of a claimed unit's certificate, under the
 * public page's privacy rules (docs/decisions/011). A unit not claimed has no certificate (404, like an
 * unknown serial: nothing about it is certified).
 */
export async function getRetirementCertificate(
  db: DbOrTx,
  ref: { serial: string } | { id: string },
): Promise<RetirementCertificate> {
  const unit = await getPublicUnitPage(db, ref);
  const { claim } = unit;
  if (!claim) {
    throw AppError.notFound(
      `${unit.serial} is not claimed: only a claimed unit has a retirement certificate`,
      {
        serial: unit.serial,
      },
    );
  }
  const claimEvent = await claimEventOf(db, unit.id, unit.serial);
  // Every claim writes its event in the claim's own transaction (DESIGN §8): a claimed block without one
  // means the log is damaged, which no certificate may paper over.
  if (!claimEvent) throw new Error(`The claim of ${unit.serial} has no UnitClaimed event in the log`);
  return { unit: { ...unit, claim }, claimEvent };
}
