import type { Readable } from 'node:stream';
import type { PublicUnitFilters } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publicUnitFiltersSql } from './public-unit-filters';
import { streamExport, type ExportColumn, type ExportFormat } from './stream-export';

const COLUMNS = [
  { key: 'serial', label: 'Serial' },
  { key: 'unitType', label: 'Unit type' },
  { key: 'typeCode', label: 'Type code' },
  { key: 'status', label: 'Status' },
  { key: 'volume', label: 'Volume (t)', numeric: true },
  { key: 'co2Abated', label: 'CO2e abated (t)', numeric: true },
  { key: 'issuanceDate', label: 'Issuance date' },
  { key: 'productionYear', label: 'Production year' },
  { key: 'fuelProducer', label: 'Fuel producer' },
  { key: 'feedstock', label: 'Feedstock' },
  { key: 'countries', label: 'Producing countries' },
  { key: 'scheme', label: 'Certification scheme' },
  { key: 'retiredAt', label: 'Claimed at' },
] as const satisfies readonly ExportColumn<string>[];

/** GET /api/public/units/export: the public unit list under the page's filters, by serial, streamed. */
export function exportPublicUnits(
  db: Db,
  filters: Omit<PublicUnitFilters, 'sort'>,
  format: ExportFormat,
): Readable {
  const where = publicUnitFiltersSql(filters);
  return streamExport(db, {
    format,
    sheet: 'Units',
    columns: COLUMNS,
    select: sql`select serial, unit_type::text as "unitType", type_code as "typeCode", status::text as status,
             volume::text as volume, co2_abated::text as "co2Abated",
             to_char(issued_at at time zone 'UTC', 'YYYY-MM-DD') as "issuanceDate",
             production_year::text as "productionYear", fuel_producer as "fuelProducer", feedstock,
             array_to_string(countries, ' ') as countries, scheme,
             to_char(retired_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "retiredAt"
        from public_units ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
       order by serial`,
  });
}
