import { z } from 'zod';
import { REQUIRED, requiredText } from '../fields';
import { addressSchema } from './address';

/** Forms spec §3 "supplier": the fuel producing site. */
export const supplierSchema = z.object(
  { siteName: requiredText(), siteAddress: addressSchema },
  { error: REQUIRED },
);
export type Supplier = z.output<typeof supplierSchema>;
