import { countryName, type InvoiceParty } from '@safc/domain';
import type { AppConfig } from '../../config';
import type { companies } from '../../db/schema';

type CompanyRow = Pick<
  typeof companies.$inferSelect,
  'name' | 'address' | 'address2' | 'city' | 'state' | 'postcode' | 'country' | 'email' | 'website'
>;

/** The registry as the issuer of its invoices (BILLING_ISSUER_* settings). */
export const issuerOf = (config: AppConfig): InvoiceParty => ({
  name: config.billing.issuerName,
  addressLines: config.billing.issuerAddressLines,
  email: config.billing.issuerEmail ?? null,
  website: config.publicUrl,
});

/** The company as its record holds it: the invoice's "billed to". */
export function billedToOf(company: CompanyRow): InvoiceParty {
  const cityLine = [company.postcode, company.city].filter(Boolean).join(' ');
  const country = company.country ? (countryName(company.country) ?? company.country) : null;
  return {
    name: company.name,
    addressLines: [company.address, company.address2, cityLine, company.state, country].filter(
      (line): line is string => Boolean(line && line.trim()),
    ),
    email: company.email,
    website: company.website,
  };
}
