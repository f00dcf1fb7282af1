import {
  CERTIFICATION_SCHEMES,
  CERTIFICATION_TYPES,
  OTHER_FEEDSTOCK,
  findFeedstock,
  ghgBlockFor,
  neatVolumeGiven,
  requiredGhgFields,
  type CertificationScheme,
  type CertificationType,
  type GhgBlock,
  type GhgValueField,
} from '@safc/domain';

// Forms spec §5: which fields of the issue wizard show, from what the user has chosen so far. The domain
// schema requires the same fields under the same conditions; the wizard only hides what cannot apply.

/** The parts of the form (as typed, before parsing) that decide what shows. */
export interface WizardChoices {
  additionalScheme?: string;
  isLowILUCRiskConfirmed?: unknown;
  isLowDisplacementRiskConfirmed?: unknown;
  feedStockName?: string;
  scheme?: string;
  certificationType?: string;
  totalIncludesDeliveryToAirport?: unknown;
  useDefaultDeliveryValue?: unknown;
  volumeOfNeatFuel?: string;
}

const isTrue = (value: unknown) => value === true || value === 'true';
const isFalse = (value: unknown) => value === false || value === 'false';

export interface VisibleFields {
  /** additionalSchemeName: when the additional scheme is `other`. */
  additionalSchemeName: boolean;
  /** The additional certificate number, expiry, body and e-mail: when an additional scheme is chosen. */
  additionalSchemeDetails: boolean;
  lowRiskAudit: boolean;
  lowDisplacementRiskAudit: boolean;
  /** Free-text feedstock name and its residue flag: only for "Other". */
  otherFeedStock: boolean;
  /** Share of municipal solid waste: for the solid-waste feedstock. */
  mswPercent: boolean;
  /** The neat volume's unit: once a volume is given (blank and 0 are not: the density is used). */
  volumeUnit: boolean;
  /** The greenhouse-gas values the scheme and type select, with the solid-waste credits when they apply. */
  ghgFields: GhgValueField[];
  /** The block those values belong to: its adjusted-LCA formula is shown beside them. */
  ghgBlock: GhgBlock | null;
  /** The choice between the default 0.9 gCO2e/MJ and an actual value: when the total leaves delivery out. */
  deliveryValueChoice: boolean;
  actualDeliveryIntensity: boolean;
}

const isScheme = (value: string | undefined): value is CertificationScheme =>
  (CERTIFICATION_SCHEMES as readonly string[]).includes(value ?? '');
const isType = (value: string | undefined): value is CertificationType =>
  (CERTIFICATION_TYPES as readonly string[]).includes(value ?? '');

export function visibleFields(choices: WizardChoices): VisibleFields {
  const feedstock = choices.feedStockName ? findFeedstock(choices.feedStockName) : undefined;
  const isSolidWaste = feedstock?.isSolidWaste ?? false;
  const deliveryLeftOut = isFalse(choices.totalIncludesDeliveryToAirport);
  return {
    additionalSchemeName: choices.additionalScheme === 'other',
    additionalSchemeDetails: Boolean(choices.additionalScheme),
    lowRiskAudit: isTrue(choices.isLowILUCRiskConfirmed),
    lowDisplacementRiskAudit: isTrue(choices.isLowDisplacementRiskConfirmed),
    otherFeedStock: choices.feedStockName === OTHER_FEEDSTOCK,
    mswPercent: isSolidWaste,
    volumeUnit: neatVolumeGiven(choices.volumeOfNeatFuel),
    ghgFields:
      isScheme(choices.scheme) && isType(choices.certificationType)
        ? requiredGhgFields(choices.scheme, choices.certificationType, { isSolidWaste })
        : [],
    ghgBlock:
      isScheme(choices.scheme) && isType(choices.certificationType)
        ? ghgBlockFor(choices.scheme, choices.certificationType)
        : null,
    deliveryValueChoice: deliveryLeftOut,
    actualDeliveryIntensity: deliveryLeftOut && isFalse(choices.useDefaultDeliveryValue),
  };
}
