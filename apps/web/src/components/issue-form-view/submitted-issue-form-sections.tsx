import { GreenhouseGasSection } from './greenhouse-gas-section';
import {
  BatchSection,
  CertificationSection,
  FeedstockSection,
  ProductSection,
  SupplierSection,
} from './issuance-sections';
import type { SubmittedIssueForm } from './submitted-issue-form';

/** The issue form as submitted, one card per group, in the wizard's order: the unit and issuance views. */
export function SubmittedIssueFormSections({
  form,
  adjustedLca,
}: {
  form: SubmittedIssueForm;
  adjustedLca: string | undefined;
}) {
  return (
    <>
      <BatchSection form={form} />
      <SupplierSection form={form} />
      <CertificationSection form={form} />
      <FeedstockSection form={form} />
      <ProductSection form={form} />
      <GreenhouseGasSection form={form} adjustedLca={adjustedLca} />
    </>
  );
}
