import type { Readable } from 'node:stream';
import { CO2E_ABATED_COLUMN, type PublicUnitFilters } from '@safc/domain';
import { sql } from 'drizzle-orm';
import { publicUnitFiltersSql } from './public-unit-filters';
import { streamExport, type ExportColumn, type ExportFormat, type ExportSource } from './stream-export';

const COLUMNS = [
  { key: 'serial', label: 'Serial', value: sql`serial`, registryMade: true },
  { key: 'unitType', label: 'Unit type', value: sql`unit_type::text`, registryMade: true },
  { key: 'typeCode', label: 'Type code', value: sql`type_code` },
  { key: 'status', label: 'Status', value: sql`status::text`, registryMade: true },
  { key: 'volume', label: 'Volume (t)', value: sql`volume::text`, numeric: true, registryMade: true },
  {
    key: 'co2Abated',
    label: CO2E_ABATED_COLUMN,
    value: sql`co2_abated::text`,
    numeric: true,
    registryMade: true,
  },
  {
    key: 'issuanceDate',
    label: 'Issuance date',
    value: sql`to_char(issued_at at time zone 'UTC', 'YYYY-MM-DD')`,
    registryMade: true,
  },
  { key: 'productionYear', label: 'Production year', value: sql`production_year::text`, registryMade: true },
  { key: 'fuelProducer', label: 'Fuel producer', value: sql`fuel_producer` },
  { key: 'feedstock', label: 'Feedstock', value: sql`feedstock` },
  { key: 'countries', label: 'Producing countries', value: sql`array_to_string(countries, ' ')` },
  { key: 'scheme', label: 'Certification scheme', value: sql`scheme` },
  {
    key: 'retiredAt',
    label: 'Claimed at',
    value: sql`to_char(retired_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    registryMade: true,
  },
] as const satisfies readonly ExportColumn<string>[];

/** GET /api/public/units/export: the public unit list under the page's filters, by serial, streamed. */
export function exportPublicUnits(
  source: ExportSource,
  filters: Omit<PublicUnitFilters, 'sort'>,
  format: ExportFormat,
): Readable {
  const where = publicUnitFiltersSql(filters);
  return streamExport(source, {
    format,
    sheet: 'Units',
    columns: COLUMNS,
    from: sql`from public_units u ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}`,
    orderBy: sql`serial`,
  });
}
