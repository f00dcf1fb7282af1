import { AppError } from '../../errors/app-error';

const ALPHA_2 = /^[A-Z]{2}$/;
const MESSAGE = 'Choose a country from the list';

/**
 * Companies store ISO 3166-1 alpha-2 codes (the database checks it). The domain's country rule also
 * accepts alpha-3 and numeric codes ("NLD", "528") because its catalogue looks those up too, so the
 * server refuses them here with the form's own message rather than failing on the constraint.
 */
export function assertCountryCode(country: string | undefined, field: string): void {
  if (country !== undefined && !ALPHA_2.test(country))
    throw AppError.badRequest(`${field}: ${MESSAGE}`, { [field]: MESSAGE });
}
