/** How long an issued unit stays valid (docs/decisions/009): a registry rule, the same for every unit. */
export const UNIT_VALIDITY_YEARS = 10;

/**
 * The end of a unit's validity period: the same calendar day and time, UNIT_VALIDITY_YEARS later, in UTC
 * (29 February falls to 1 March). Set on the SAFcA block when its issuance is approved; every block made
 * from it inherits it, so a split or transfer never extends a unit's life.
 */
export function unitExpiryOf(issuedAt: Date): Date {
  const expiry = new Date(issuedAt);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + UNIT_VALIDITY_YEARS);
  return expiry;
}
