import type { AccountWithCompany, ActionRow, UnitBlockRow } from './ledger-rows';

// The rows of the ledger's hand-written statements (db/prepared-rows.ts), in the shapes drizzle gives
// (UnitBlockRow, ActionRow, AccountWithCompany): one list per entity names each field and its SQL, so the
// select list and the mapping back cannot drift apart. Numerics are read as text (exact decimals, and both
// drivers agree on text); timestamps come back as Date from both drivers.

type Columns<T> = readonly (readonly [key: keyof T & string, column: string])[];

const BLOCK: Columns<UnitBlockRow> = [
  ['id', 'id'],
  ['serial', 'serial'],
  ['unitType', 'unit_type'],
  ['accountId', 'account_id'],
  ['issuanceId', 'issuance_id'],
  ['parentId', 'parent_id'],
  ['volume', 'volume::text'],
  ['reservedVolume', 'reserved_volume::text'],
  ['status', 'status'],
  ['category', 'category'],
  ['typeCode', 'type_code'],
  ['co2Abated', 'co2_abated::text'],
  ['comment', 'comment'],
  ['claim', 'claim'],
  ['retiredAt', 'retired_at'],
  ['expiresAt', 'expires_at'],
  ['removalReason', 'removal_reason'],
  ['removedAt', 'removed_at'],
  ['removedById', 'removed_by_id'],
  ['createdByActionId', 'created_by_action_id'],
  ['createdAt', 'created_at'],
];

const ACTION: Columns<ActionRow> = [
  ['id', 'id'],
  ['type', 'type'],
  ['status', 'status'],
  ['unitBlockId', 'unit_block_id'],
  ['issuanceId', 'issuance_id'],
  ['sendingAccountId', 'sending_account_id'],
  ['receivingAccountId', 'receiving_account_id'],
  ['initiatorId', 'initiator_id'],
  ['volume', 'volume::text'],
  ['payload', 'payload'],
  ['requiredSignatures', 'required_signatures'],
  ['expiresAt', 'expires_at'],
  ['completedAt', 'completed_at'],
  ['createdAt', 'created_at'],
  ['updatedAt', 'updated_at'],
];

/** An account with its company: `alias` is the account, `companyAlias` its company. */
const ACCOUNT: Columns<AccountWithCompany> = [
  ['id', '{a}.id'],
  ['name', '{a}.name'],
  ['type', '{a}.type'],
  ['status', '{a}.status'],
  ['companyId', '{a}.company_id'],
  ['companyName', '{c}.name'],
  ['companyStatus', '{c}.status'],
  ['requiredSignatures', '{a}.required_signatures'],
];

export interface RowShape<T> {
  /** The select list, each field aliased "<prefix>.<key>". */
  select(alias: string, prefix: string, companyAlias?: string): string;
  /** The entity out of a result row (undefined when a left join found none). */
  of(row: Record<string, unknown>, prefix: string): T | undefined;
}

function rowShape<T>(columns: Columns<T>): RowShape<T> {
  // Each prefix's "<prefix>.<key>" names made once: made again for every field of every row, each was a new
  // string the row lookup had to hash (the hot path reads these rows on every ledger call).
  interface PrefixedNames {
    id: string;
    fields: readonly (readonly [key: string, name: string])[];
  }
  const namesByPrefix = new Map<string, PrefixedNames>();
  const namesOf = (prefix: string): PrefixedNames => {
    let names = namesByPrefix.get(prefix);
    if (!names) {
      names = { id: `${prefix}.id`, fields: columns.map(([key]) => [key, `${prefix}.${key}`] as const) };
      namesByPrefix.set(prefix, names);
    }
    return names;
  };
  return {
    select: (alias, prefix, companyAlias = '') =>
      columns
        .map(([key, column]) => {
          const expression = column.includes('{')
            ? column.replaceAll('{a}', alias).replaceAll('{c}', companyAlias)
            : `${alias}.${column}`;
          return `${expression} as "${prefix}.${key}"`;
        })
        .join(', '),
    of: (row, prefix) => {
      const names = namesOf(prefix);
      const id = row[names.id];
      if (id === null || id === undefined) return undefined;
      const entity: Record<string, unknown> = {};
      for (const [key, name] of names.fields) entity[key] = row[name];
      return entity as T;
    },
  };
}

export const blockShape = rowShape(BLOCK);
export const actionShape = rowShape(ACTION);
export const accountShape = rowShape(ACCOUNT);
