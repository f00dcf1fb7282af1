import {
  airportDeliveryLCA,
  GHG_FIELD_LABELS,
  ghgBlockFor,
  requiredGhgFields,
  TOTAL_LCA_FIELD,
} from '@safc/domain';
import type { SubmittedIssueForm } from './submitted-issue-form';
import { intensity, yesNo } from './format-values';
import { DetailSection, type DetailItem } from './detail-section';

/**
 * The greenhouse-gas block the scheme and type selected, then the figures the spec names: core LCA,
 * recycling and landfill credits, life-cycle emissions and the delivery to the airport. Every value is
 * shown as declared: induced land-use change (CORSIA's ILUC) and the EU's annualised carbon stock change
 * (el, RED II Annex V Part C point 7) are already in gCO2e/MJ of one year's fuel, so nothing is divided
 * again (docs/decisions/023-climate-figures.md).
 */
export function GreenhouseGasSection({
  form,
  adjustedLca,
}: {
  form: SubmittedIssueForm;
  adjustedLca: string | undefined;
}) {
  const ghg = form.greenhouseGas as Record<string, string | number | boolean | undefined>;
  const block = ghgBlockFor(form.certification.scheme, form.certification.type);
  const fields = requiredGhgFields(
    form.certification.scheme,
    form.certification.type,
    form.product.feedStock,
  );
  const value = (field: string) => {
    const raw = ghg[field];
    return typeof raw === 'string' || typeof raw === 'number' ? raw : undefined;
  };
  const summary: DetailItem[] = [
    { label: 'Core LCA', value: intensity(value('coreLCAValue')) },
    { label: 'Recycling emissions credits', value: intensity(value('recyclingEmissionsCredits')) },
    { label: 'Landfill emissions credits', value: intensity(value('landfillEmissionsCredits')) },
    { label: 'Life-cycle emissions', value: intensity(value(TOTAL_LCA_FIELD[block])) },
    {
      label: 'Total LCA includes delivery to airport',
      value: yesNo(form.greenhouseGas.totalLCAValueincludeEmissionsFromDeliveryToAirport),
    },
    { label: 'Delivery to airport counted', value: intensity(airportDeliveryLCA(form.greenhouseGas)) },
    { label: 'Adjusted LCA', value: intensity(adjustedLca) },
  ];
  const breakdown: DetailItem[] = fields
    .filter(
      (field) =>
        field !== TOTAL_LCA_FIELD[block] && field !== 'coreLCAValue' && !field.endsWith('EmissionsCredits'),
    )
    .map((field) => ({ label: GHG_FIELD_LABELS[field], value: intensity(value(field)) }));
  return <DetailSection title="Greenhouse gas" items={[...summary, ...breakdown]} />;
}
