import {
  ADDITIONAL_CERTIFICATION_SCHEME_LABELS,
  CERTIFICATION_SCHEME_LABELS,
  CERTIFICATION_TYPE_LABELS,
  CONVERSION_PROCESS_LABELS,
  JET_FUEL_BASELINE_CATALOGUE,
  VOLUME_UNIT_LABELS,
  formatNumber,
} from '@safc/domain';
import type { SubmittedIssueForm } from './submitted-issue-form';
import { addressText, countryText, dateOrNothing, tonnes, yesNo } from './format-values';
import { DetailSection } from './detail-section';

/** Batch and blending: what the fuel provider declared about the batch (forms spec §3 "batch", "blending"). */
export function BatchSection({ form }: { form: SubmittedIssueForm }) {
  const { batch, blending } = form;
  return (
    <DetailSection
      title="Batch"
      items={[
        { label: 'Batch number', value: batch.batchNumber },
        { label: 'Company', value: batch.companyName },
        { label: 'Fuel provider company', value: batch.fuelProviderCompanyName },
        { label: 'Leave date', value: dateOrNothing(batch.leaveDate) },
        { label: 'Production year', value: batch.productionYear },
        { label: 'Uplift country', value: countryText(batch.upliftCountry) },
        { label: 'Uplift airport', value: batch.upliftAirport },
        { label: 'Regulatory schemes declared', value: batch.regulatorySchemesDeclaration.join(', ') },
        { label: 'Blended', value: yesNo(blending.isBlended) },
        { label: 'Blending date', value: dateOrNothing(blending.blendingDate) },
        { label: 'Blending location', value: addressText(blending.blendingLocation) },
      ]}
    />
  );
}

export function SupplierSection({ form }: { form: SubmittedIssueForm }) {
  return (
    <DetailSection
      title="Supplier"
      items={[
        { label: 'Site name', value: form.supplier.siteName },
        { label: 'Site address', value: addressText(form.supplier.siteAddress) },
      ]}
    />
  );
}

export function CertificationSection({ form }: { form: SubmittedIssueForm }) {
  const c = form.certification;
  const additional = c.additionalScheme?.scheme ? c.additionalScheme : undefined;
  return (
    <DetailSection
      title="Certification"
      items={[
        { label: 'Scheme', value: CERTIFICATION_SCHEME_LABELS[c.scheme] },
        { label: 'Type', value: CERTIFICATION_TYPE_LABELS[c.type] },
        { label: 'Certificate number', value: c.certificateNumber },
        { label: 'Certification body', value: c.certificationBody },
        { label: 'Certification body e-mail', value: c.certificationBodyEmail },
        { label: 'Expiry date', value: dateOrNothing(c.expiryDate) },
        { label: 'Trader certification number', value: c.traderCertificationNumber },
        ...(additional?.scheme
          ? [
              {
                label: 'Additional scheme',
                value:
                  additional.scheme === 'other'
                    ? additional.additionalSchemeName
                    : ADDITIONAL_CERTIFICATION_SCHEME_LABELS[additional.scheme],
              },
              { label: 'Additional certificate number', value: additional.additionalCertificateNumber },
              { label: 'Additional certification body', value: additional.additionalCertificationBody },
              { label: 'Additional body e-mail', value: additional.additionalCertificationBodyEmail },
              { label: 'Additional expiry date', value: dateOrNothing(additional.additionalExpiryDate) },
            ]
          : []),
        { label: 'Low ILUC risk confirmed', value: yesNo(c.isLowILUCRiskConfirmed) },
        ...(c.isLowILUCRiskConfirmed
          ? [
              { label: 'Low ILUC risk audit number', value: c.lowRiskAuditNumber },
              { label: 'Low ILUC risk audit body', value: c.lowRiskAuditBody },
              { label: 'Low ILUC risk audit body e-mail', value: c.lowRiskAuditBodyEmail },
              { label: 'Low ILUC risk audit expiry', value: dateOrNothing(c.lowRiskAuditExpiryDate) },
            ]
          : []),
        { label: 'Low displacement risk confirmed', value: yesNo(c.isLowDisplacementRiskConfirmed) },
        ...(c.isLowDisplacementRiskConfirmed
          ? [
              { label: 'Low displacement risk audit number', value: c.lowDisplacementRiskAuditNumber },
              { label: 'Low displacement risk audit body', value: c.lowDisplacementRiskAuditBody },
              {
                label: 'Low displacement risk audit body e-mail',
                value: c.lowDisplacementRiskAuditBodyEmail,
              },
              {
                label: 'Low displacement risk audit expiry',
                value: dateOrNothing(c.lowDisplacementRiskAuditExpiryDate),
              },
            ]
          : []),
      ]}
    />
  );
}

export function FeedstockSection({ form }: { form: SubmittedIssueForm }) {
  const { feedStock, isFeedStockMsw, countries } = form.product;
  return (
    <DetailSection
      title="Feedstock"
      items={[
        {
          label: 'Feedstock',
          value: feedStock.otherFeedStock ? `Other: ${feedStock.otherFeedStock}` : feedStock.name,
        },
        { label: 'Solid waste', value: yesNo(feedStock.isSolidWaste) },
        { label: 'Certified as production residue', value: yesNo(feedStock.wasCertifiedAsProductionResidue) },
        ...(feedStock.isSolidWaste
          ? [
              {
                label: 'Municipal solid waste share',
                value: isFeedStockMsw ? `${formatNumber(isFeedStockMsw)}%` : undefined,
              },
            ]
          : []),
        { label: 'Feedstock countries', value: countries.map((code) => countryText(code)).join(', ') },
      ]}
    />
  );
}

export function ProductSection({ form }: { form: SubmittedIssueForm }) {
  const p = form.product;
  return (
    <DetailSection
      title="Product"
      items={[
        { label: 'Quantity', value: tonnes(p.quantityMT) },
        {
          label: 'Volume of neat fuel',
          value: p.volumeOfNeatFuel
            ? `${formatNumber(p.volumeOfNeatFuel)} ${p.volumeOfNeatFuelUnit ? VOLUME_UNIT_LABELS[p.volumeOfNeatFuelUnit].toLowerCase() : ''}`
            : 'Not given (density 0.8 t/m3 used)',
        },
        { label: 'Conversion process', value: CONVERSION_PROCESS_LABELS[p.conversionProcess] },
        { label: 'Lower heating value', value: `${formatNumber(p.lowerHeatingValue)} MJ/kg` },
        {
          label: 'Jet fuel baseline',
          value: `${JET_FUEL_BASELINE_CATALOGUE[p.jetFuelBaselineCarbonIntensity].label} (${JET_FUEL_BASELINE_CATALOGUE[p.jetFuelBaselineCarbonIntensity].usedFor})`,
        },
      ]}
    />
  );
}
