// Forms spec §3 "Regulatory schemes declaration values". Those marked with an asterisk are compliance
// schemes: declaring one makes the unit valid only for compliance (category 1). Free text is also allowed.

export interface RegulatoryScheme {
  value: string;
  /** What the select shows: the name, with ' *' for compliance schemes. */
  label: string;
  compliance: boolean;
}

const scheme = (value: string, compliance: boolean): RegulatoryScheme => ({
  value,
  label: compliance ? `${value} *` : value,
  compliance,
});

export const NO_REGULATORY_SCHEME = 'None';

export const REGULATORY_SCHEMES: readonly RegulatoryScheme[] = [
  scheme('France Blending Mandate', true),
  scheme('Norway Blending Mandate', true),
  scheme('Sweden Blending Mandate', true),
  scheme('Refuel EU', true),
  scheme('Netherlands HBE', true),
  scheme('California LCFS', false),
  scheme('Washington State Clean Fuels Standard', false),
  scheme('Oregon Clean Fuels Program', false),
  scheme('British Columbia LCFS', false),
  scheme('US IRA tax credits', false),
  scheme('US RFS RINs', false),
  scheme('UK Renewable Fuels Transport Obligation (RTFO)', false),
  scheme(NO_REGULATORY_SCHEME, false),
];

/** The declaration without its trailing footnote mark ('RED II *' -> 'red ii'); no pattern, so no backtracking. */
function normalise(text: string): string {
  const trimmed = text.trim();
  return (trimmed.endsWith('*') ? trimmed.slice(0, -1).trim() : trimmed).toLowerCase();
}

/**
 * A declaration marks compliance when it names a catalogue scheme with an asterisk, whether sent as the
 * value or as its label; free text counts when the user wrote the asterisk themself.
 */
export function isComplianceDeclaration(declaration: string): boolean {
  const declared = normalise(declaration);
  const known = REGULATORY_SCHEMES.find((entry) => normalise(entry.value) === declared);
  return known ? known.compliance : declaration.trim().endsWith('*');
}

export const declaresCompliance = (declarations: readonly string[]): boolean =>
  declarations.some(isComplianceDeclaration);
