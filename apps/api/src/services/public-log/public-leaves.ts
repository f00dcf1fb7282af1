import { readTypedEvent, type TypedEventPayload } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { canonicalJson } from '../events/canonical-event';
import type { SealedEvent } from '../events/next-sealed-events';

/** The public events (DESIGN §8) and the kind of leaf each becomes. */
const LEAF_KINDS = {
  UnitIssued: 'issued',
  UnitClaimed: 'claimed',
  UnitExpired: 'expired',
  UnitRemoved: 'removed',
  // A claim's correction (decision 094): public, so that a changed beneficiary is never silent.
  UnitClaimEdited: 'claimEdited',
} as const;
/** The version new leaves are written in; a leaf keeps the version it was signed with. */
export const LEAF_VERSION = 2;

export type LeafKind = (typeof LEAF_KINDS)[keyof typeof LEAF_KINDS];

export interface PublicLeaf {
  eventSeq: number;
  kind: LeafKind;
  serial: string;
  /** Canonical JSON (keys sorted, no spaces): the leaf's bytes are its UTF-8. */
  leaf: string;
}

export interface BlockFacts extends Record<string, unknown> {
  serial: string;
  unitType: string;
  typeCode: string;
  volume: string;
  co2Abated: string;
  retiredAt: string | null;
  claim: Record<string, unknown> | null;
  issuanceSerial: string | null;
  issuedAt: string;
  productionYear: number | null;
  feedstock: string | null;
  scheme: string | null;
  countries: string[] | null;
  /** The issuance's batch fingerprint and document hash, as stored when it was submitted (decision 096). */
  batchFingerprint: string | null;
  documentSha256: string | null;
}

const iso = (text: string | null): string | null => (text ? new Date(text).toISOString() : null);

/** What a block's leaf states, read once per batch by serial. */
async function blockFactsBySerial(db: DbOrTx, serials: string[]): Promise<Map<string, BlockFacts>> {
  if (serials.length === 0) return new Map();
  const rows = await queryRows<BlockFacts>(
    db,
    sql`select b.serial, b.unit_type::text as "unitType", b.type_code as "typeCode", b.volume::text as volume,
          b.co2_abated::text as "co2Abated", b.retired_at::text as "retiredAt", b.claim,
          (select r.serial from unit_blocks r where r.issuance_id = b.issuance_id and r.parent_id is null
            order by r.created_at limit 1) as "issuanceSerial",
          coalesce(i.approved_at, i.created_at)::text as "issuedAt", i.production_year as "productionYear",
          coalesce(i.form->'product'->'feedStock'->>'otherFeedStock', i.form->'product'->'feedStock'->>'name') as feedstock,
          i.form->'certification'->>'scheme' as scheme,
          case when jsonb_typeof(i.form->'product'->'countries') = 'array'
               then array(select jsonb_array_elements_text(i.form->'product'->'countries')) end as countries,
          i.batch_fingerprint as "batchFingerprint", i.document_sha256 as "documentSha256"
        from unit_blocks b join issuances i on i.id = b.issuance_id
       where b.serial in (${sql.join(
         serials.map((serial) => sql`${serial}`),
         sql`, `,
       )})`,
  );
  return new Map(rows.map((row) => [row.serial, row]));
}

/** A public event with its payload read through its type's schema (packages/domain/src/events). */
export type PublicEvent = Extract<TypedEventPayload, { type: keyof typeof LEAF_KINDS }>;

export function publicEventOf(event: SealedEvent): PublicEvent | null {
  if (!(event.type in LEAF_KINDS)) return null;
  return readTypedEvent(event.type, event.payload) as PublicEvent;
}

/** The serial a public event is about: the claimed part for a claim, the block itself otherwise. */
function serialOf(read: PublicEvent): string {
  return read.type === 'UnitClaimed' ? read.payload.retired : read.payload.serial;
}

/**
 * The leaf of one public event. It names the event's place and hash in the registry's own chain, so an
 * auditor with the full log can tie the two together, and it states only public facts: no account, no
 * company, no person, no beneficiary (a company may hide its name later, and a leaf never changes).
 *
 * Version 2 (issue 40, decision 098): the issued leaf of a batch's own issuance carries its batch fingerprint
 * and document hash, so other registries can tell a batch was issued here; and no leaf names the fuel
 * producer any more (issue 39: it is a company's name). Leaves of version 1 stay as they were signed.
 */
export function leafOf(event: SealedEvent, read: PublicEvent, block: BlockFacts): PublicLeaf {
  const kind = LEAF_KINDS[read.type];
  const origin =
    read.type === 'UnitIssued' ? (read.payload.claimedFrom ?? read.payload.unbundledFrom ?? null) : null;
  const common = {
    version: LEAF_VERSION,
    kind,
    eventSeq: event.seq,
    eventHash: event.hash,
    at: event.at.toISOString(),
    serial: block.serial,
    unitType: block.unitType,
    volume: block.volume,
  };
  const facts =
    read.type === 'UnitIssued'
      ? {
          typeCode: block.typeCode,
          co2Abated: block.co2Abated,
          issuanceDate: iso(block.issuedAt),
          origin,
          productionYear: block.productionYear,
          feedstock: block.feedstock,
          scheme: block.scheme,
          countries: block.countries ?? [],
          // A unit made from another (a claim's SAFcE, an unbundling) is not a new issuance of the batch.
          ...(origin === null
            ? { batchFingerprint: block.batchFingerprint, documentSha256: block.documentSha256 }
            : { batchFingerprint: null, documentSha256: null }),
        }
      : read.type === 'UnitClaimed'
        ? {
            typeCode: block.typeCode,
            co2Abated: block.co2Abated,
            claimedFrom: read.payload.serial,
            issuanceSerial: block.issuanceSerial,
            claimedAt: iso(block.retiredAt),
            retirementYear: block.claim?.retirementYear ?? null,
            retirementCountry: block.claim?.retirementCountry ?? null,
            claimPurpose: block.claim?.claimPurpose ?? null,
            complianceRegime: block.claim?.complianceRegime ?? null,
          }
        : read.type === 'UnitExpired'
          ? { expiresAt: read.payload.expiresAt ?? null }
          : read.type === 'UnitClaimEdited'
            ? {
                claimVersion: read.payload.version ?? null,
                // Which fields changed, never their values: a beneficiary's name stays off the leaf.
                changedFields: Object.keys(read.payload.changes).sort(),
              }
            : {};
  return { eventSeq: event.seq, kind, serial: block.serial, leaf: canonicalJson({ ...common, ...facts }) };
}

/** The leaves of a run of sealed events, in chain order; events that are not public make none. */
export async function leavesOf(db: DbOrTx, sealed: readonly SealedEvent[]): Promise<PublicLeaf[]> {
  const publicEvents = sealed.flatMap((event) => {
    const read = publicEventOf(event);
    return read ? [{ event, read, serial: serialOf(read) }] : [];
  });
  const facts = await blockFactsBySerial(db, [...new Set(publicEvents.map(({ serial }) => serial))]);
  return publicEvents.flatMap(({ event, read, serial }) => {
    const block = facts.get(serial);
    return block ? [leafOf(event, read, block)] : [];
  });
}
