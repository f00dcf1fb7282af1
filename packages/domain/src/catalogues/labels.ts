import type { AccountType } from './statuses';

// Readable labels of catalogue codes the forms and lists show.

export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  airTransportProviderHoldingAccount: 'Air Transport Provider Holding Account',
  certificationBody: 'Certification Body',
  fuelProviderHoldingAccount: 'Fuel Provider Holding Account',
  generalHoldingAccount: 'General Holding Account',
  logisticsProviderHoldingAccount: 'Logistics Provider Holding Account',
};

export const CLAIM_PURPOSES = ['domestic', 'international'] as const;
export type ClaimPurpose = (typeof CLAIM_PURPOSES)[number];
export const CLAIM_PURPOSE_LABELS: Record<ClaimPurpose, string> = {
  domestic: 'Domestic',
  international: 'International',
};

export const COMPLIANCE_REGIMES = ['corsia', 'not-corsia'] as const;
export type ComplianceRegime = (typeof COMPLIANCE_REGIMES)[number];
export const COMPLIANCE_REGIME_LABELS: Record<ComplianceRegime, string> = {
  corsia: 'CORSIA',
  'not-corsia': 'Not CORSIA',
};

export const SUSTAINABILITY_TIER_LABELS = {
  A: 'SABA-preferred',
  B: 'SABA-eligible',
  C: 'SCS-eligible',
} as const;

export const UNIT_CATEGORY_LABELS = {
  1: 'Valid for compliance reporting',
  2: 'Voluntary units, no SAFcE issued',
  3: 'Voluntary units, SAFcE has been issued',
} as const;

export const ASSURANCE_LEVEL_LABELS = {
  VAL: 'Validated',
  REV: 'Reviewed',
  VER: 'Verified',
  UR: 'Unreviewed',
} as const;
