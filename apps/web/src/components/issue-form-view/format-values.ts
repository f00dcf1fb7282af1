import { countryName, formatDate, formatNumber, type Address } from '@safc/domain';

export const yesNo = (value: boolean | undefined): string | undefined =>
  value === undefined ? undefined : value ? 'Yes' : 'No';

export const dateOrNothing = (value: string | null | undefined): string | undefined =>
  value ? formatDate(value) : undefined;

export const addressText = (address: Address | undefined): string | undefined =>
  address
    ? [address.addressLine, address.city, address.state, address.postalCode, address.country.name]
        .filter(Boolean)
        .join(', ')
    : undefined;

/** A country code as its English name ('NL' -> 'Netherlands'); free text is shown as written. */
export const countryText = (code: string | undefined): string | undefined =>
  code ? (countryName(code) ?? code) : undefined;

/** gCO2e/MJ, exact from the string. */
export const intensity = (value: string | number | undefined): string | undefined =>
  value === undefined ? undefined : `${formatNumber(value, { maximumFractionDigits: 6 })} gCO2e/MJ`;

export const tonnes = (value: string | undefined, digits = 3): string | undefined =>
  value === undefined
    ? undefined
    : `${formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits })} t`;
