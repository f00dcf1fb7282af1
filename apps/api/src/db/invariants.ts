import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { UnitType } from '@safc/domain';
import type { DbOrTx } from './client';
import { queryRows } from './query-rows';

// The ledger invariant of DESIGN §4, computed in SQL numeric (never floating point).
//
// SAFcE: a SAFcE block carries the issuance_id of the SAFcA issuance it comes from, and as parent the
// SAFcA block it was unbundled (issue-meta) or claimed from. So the ledger is accounted per
// (issuance_id, unit_type): the SAFcA blocks that are not superseded add up to the issued volume; the
// SAFcE blocks that are not superseded add up to the SAFcE created from that issuance (the volumes of
// SAFcE blocks whose parent is a SAFcA block), which never exceeds the issued volume.

export type LedgerViolation =
  | { rule: 'issuedVolumeMismatch'; issuanceId: string; unitType: UnitType; expected: string; actual: string }
  | { rule: 'safceExceedsIssuedVolume'; issuanceId: string; issued: string; safce: string }
  | { rule: 'blocksOfUnapprovedIssuance'; issuanceId: string; status: string; blocks: number }
  | { rule: 'supersededBlockNotCovered'; unitBlockId: string; volume: string; children: string }
  | { rule: 'reservedVolumeOutOfRange'; unitBlockId: string; volume: string; reservedVolume: string }
  | { rule: 'reservationOnInactiveBlock'; unitBlockId: string; status: string; reservedVolume: string };

/** Every live block status: what an issuance's volume is spread over. */
const LIVE = sql.raw(`('active', 'retired', 'removed', 'expired')`);

export async function checkLedgerInvariant(db: DbOrTx): Promise<LedgerViolation[]> {
  const results = await Promise.all([
    issuedSafcaMismatches(db),
    safceMismatches(db),
    blocksOfUnapprovedIssuances(db),
    supersededBlocksNotCovered(db),
    reservationViolations(db),
  ]);
  return results.flat();
}

async function issuedSafcaMismatches(db: DbOrTx): Promise<LedgerViolation[]> {
  const rows = await queryRows<{ issuance_id: string; expected: string; actual: string }>(
    db,
    sql`select i.id as issuance_id, i.volume::text as expected,
          coalesce(sum(b.volume) filter (where b.status in ${LIVE}), 0)::text as actual
        from issuances i
        left join unit_blocks b on b.issuance_id = i.id and b.unit_type = 'SAFcA'
        where i.status = 'approved'
        group by i.id
        having i.volume <> coalesce(sum(b.volume) filter (where b.status in ${LIVE}), 0)`,
  );
  return rows.map((row) => ({
    rule: 'issuedVolumeMismatch',
    issuanceId: row.issuance_id,
    unitType: 'SAFcA',
    expected: row.expected,
    actual: row.actual,
  }));
}

async function safceMismatches(db: DbOrTx): Promise<LedgerViolation[]> {
  const rows = await queryRows<{ issuance_id: string; issued: string; created: string; live: string }>(
    db,
    sql`select i.id as issuance_id, i.volume::text as issued,
          coalesce(sum(e.volume) filter (where p.unit_type is distinct from 'SAFcE'), 0)::text as created,
          coalesce(sum(e.volume) filter (where e.status in ${LIVE}), 0)::text as live
        from issuances i
        join unit_blocks e on e.issuance_id = i.id and e.unit_type = 'SAFcE'
        left join unit_blocks p on p.id = e.parent_id
        group by i.id`,
  );
  const violations: LedgerViolation[] = [];
  for (const row of rows) {
    if (compareNumeric(row.created, row.live) !== 0) {
      violations.push({
        rule: 'issuedVolumeMismatch',
        issuanceId: row.issuance_id,
        unitType: 'SAFcE',
        expected: row.created,
        actual: row.live,
      });
    }
    if (compareNumeric(row.created, row.issued) > 0) {
      violations.push({
        rule: 'safceExceedsIssuedVolume',
        issuanceId: row.issuance_id,
        issued: row.issued,
        safce: row.created,
      });
    }
  }
  return violations;
}

async function blocksOfUnapprovedIssuances(db: DbOrTx): Promise<LedgerViolation[]> {
  const rows = await queryRows<{ issuance_id: string; status: string; blocks: number }>(
    db,
    sql`select i.id as issuance_id, i.status::text as status, count(b.id)::int as blocks
        from issuances i join unit_blocks b on b.issuance_id = i.id
        where i.status <> 'approved'
        group by i.id`,
  );
  return rows.map((row) => ({
    rule: 'blocksOfUnapprovedIssuance',
    issuanceId: row.issuance_id,
    status: row.status,
    blocks: row.blocks,
  }));
}

/** Blocks never change volume: a superseded block's children of its own type hold exactly its volume. */
async function supersededBlocksNotCovered(db: DbOrTx): Promise<LedgerViolation[]> {
  const rows = await queryRows<{ id: string; volume: string; children: string }>(
    db,
    sql`select p.id, p.volume::text as volume, coalesce(sum(c.volume), 0)::text as children
        from unit_blocks p
        left join unit_blocks c on c.parent_id = p.id and c.unit_type = p.unit_type
        where p.status = 'superseded'
        group by p.id
        having p.volume <> coalesce(sum(c.volume), 0)`,
  );
  return rows.map((row) => ({
    rule: 'supersededBlockNotCovered',
    unitBlockId: row.id,
    volume: row.volume,
    children: row.children,
  }));
}

async function reservationViolations(db: DbOrTx): Promise<LedgerViolation[]> {
  const rows = await queryRows<{ id: string; status: string; volume: string; reserved_volume: string }>(
    db,
    sql`select id, status::text as status, volume::text as volume, reserved_volume::text as reserved_volume
        from unit_blocks
        where reserved_volume < 0 or reserved_volume > volume or (status <> 'active' and reserved_volume <> 0)`,
  );
  return rows.map((row) =>
    row.status === 'active' ||
    compareNumeric(row.reserved_volume, '0') < 0 ||
    compareNumeric(row.reserved_volume, row.volume) > 0
      ? {
          rule: 'reservedVolumeOutOfRange',
          unitBlockId: row.id,
          volume: row.volume,
          reservedVolume: row.reserved_volume,
        }
      : {
          rule: 'reservationOnInactiveBlock',
          unitBlockId: row.id,
          status: row.status,
          reservedVolume: row.reserved_volume,
        },
  );
}

/** Compares two SQL numeric strings exactly. */
function compareNumeric(a: string, b: string): number {
  return new Decimal(a).comparedTo(b);
}
