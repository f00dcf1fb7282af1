import type { FieldValues } from 'react-hook-form';
import type { IssueRequest } from '@safc/domain';

// The issue form as the wizard holds it: typed text, before the domain schema parses it. Empty strings
// stand for "not given" (the schema reads blanks as missing), so every input is controlled from the start.

const emptyAddress = () => ({ addressLine: '', city: '', state: '', postalCode: '', country: null });

export function emptyIssueForm(accountId: string): FieldValues {
  return {
    type: 'SAFcA',
    assuranceLevel: 'VAL',
    accountId,
    documentationType: '',
    fileTool: null,
    batch: {
      companyName: '',
      fuelProviderCompanyName: '',
      leaveDate: '',
      batchNumber: '',
      productionYear: '',
      upliftCountry: '',
      upliftAirport: '',
      regulatorySchemesDeclaration: [],
    },
    blending: { isBlended: null, blendingDate: '', blendingLocation: emptyAddress() },
    supplier: { siteName: '', siteAddress: emptyAddress() },
    certification: {
      scheme: '',
      type: 'default',
      certificateNumber: '',
      certificationBody: '',
      expiryDate: '',
      certificationBodyEmail: '',
      traderCertificationNumber: '',
      additionalScheme: {
        scheme: '',
        additionalSchemeName: '',
        additionalCertificateNumber: '',
        additionalExpiryDate: '',
        additionalCertificationBody: '',
        additionalCertificationBodyEmail: '',
      },
      isLowILUCRiskConfirmed: false,
      lowRiskAuditNumber: '',
      lowRiskAuditExpiryDate: '',
      lowRiskAuditBody: '',
      lowRiskAuditBodyEmail: '',
      isLowDisplacementRiskConfirmed: false,
      lowDisplacementRiskAuditNumber: '',
      lowDisplacementRiskAuditExpiryDate: '',
      lowDisplacementRiskAuditBody: '',
      lowDisplacementRiskAuditBodyEmail: '',
    },
    product: {
      feedStock: { name: '', otherFeedStock: '', wasCertifiedAsProductionResidue: false },
      isFeedStockMsw: '',
      quantityMT: '',
      volumeOfNeatFuel: '',
      volumeOfNeatFuelUnit: '',
      countries: [],
      conversionProcess: '',
      lowerHeatingValue: '',
      jetFuelBaselineCarbonIntensity: '',
    },
    // useDefaultValueForDeliveryToAirport stays undefined: it is asked only when the total leaves delivery out.
    greenhouseGas: { totalLCAValueincludeEmissionsFromDeliveryToAirport: null },
  };
}

type Group = Record<string, unknown>;
const merge = (empty: unknown, earlier: unknown): Group => {
  const base = { ...(empty as Group) };
  for (const [key, value] of Object.entries((earlier ?? {}) as Group)) {
    if (value === undefined || value === null) continue;
    const emptyValue = base[key];
    base[key] =
      typeof value === 'object' &&
      !Array.isArray(value) &&
      typeof emptyValue === 'object' &&
      emptyValue !== null
        ? merge(emptyValue, value)
        : typeof value === 'number' && typeof emptyValue === 'string'
          ? String(value)
          : value;
  }
  return base;
};

/**
 * "Issue similar": a new wizard filled from an earlier issuance's form, for the chosen account. The proof
 * document is never reused: each batch has its own, so the upload starts empty.
 */
export function similarIssueForm(accountId: string, earlier: IssueRequest): FieldValues {
  return { ...merge(emptyIssueForm(accountId), earlier), accountId, fileTool: null };
}
