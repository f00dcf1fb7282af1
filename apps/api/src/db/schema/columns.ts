import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

// Shared column shapes, so every table spells a volume or a timestamp the same way.

/** Tonnes of neat SAF with 3 decimals. Read and written as strings: never a JavaScript number. */
export const volume = (name: string) => numeric(name, { precision: 20, scale: 3 });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** Raw bytes (hashes, keys): node-postgres and PGlite both read bytea as a Buffer/Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
