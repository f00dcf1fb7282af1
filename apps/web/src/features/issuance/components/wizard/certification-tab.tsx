import { useWatch, type FieldValues } from 'react-hook-form';
import {
  ADDITIONAL_CERTIFICATION_SCHEMES,
  ADDITIONAL_CERTIFICATION_SCHEME_LABELS,
  CERTIFICATION_SCHEMES,
  CERTIFICATION_SCHEME_LABELS,
  CERTIFICATION_TYPES,
  CERTIFICATION_TYPE_LABELS,
} from '@safc/domain';
import {
  FormDateField,
  FormRow,
  FormSelectField,
  FormTextField,
  type FormControl,
} from '../../../../components/forms';
import { visibleFields } from '../../lib/conditional-fields';
import { AuditFields } from './audit-fields';
import { YesNoField } from './yes-no-field';

/** Forms spec §3 "certification", with the additional scheme and the low-risk audits when they apply. */
export function CertificationTab({ control }: { control: FormControl<FieldValues> }) {
  const [additionalScheme, lowIluc, lowDisplacement] = useWatch({
    control,
    name: [
      'certification.additionalScheme.scheme',
      'certification.isLowILUCRiskConfirmed',
      'certification.isLowDisplacementRiskConfirmed',
    ],
  });
  const show = visibleFields({
    additionalScheme,
    isLowILUCRiskConfirmed: lowIluc,
    isLowDisplacementRiskConfirmed: lowDisplacement,
  });
  return (
    <>
      <FormRow label="Scheme" required hint="The scheme and type choose the greenhouse gas values asked">
        <FormSelectField
          name="certification.scheme"
          control={control}
          label="Certification scheme"
          required
          options={CERTIFICATION_SCHEMES.map((value) => ({
            value,
            label: CERTIFICATION_SCHEME_LABELS[value],
          }))}
        />
        <FormSelectField
          name="certification.type"
          control={control}
          label="Certified value"
          required
          options={CERTIFICATION_TYPES.map((value) => ({ value, label: CERTIFICATION_TYPE_LABELS[value] }))}
        />
      </FormRow>
      <FormRow label="Certificate" required>
        <FormTextField
          name="certification.certificateNumber"
          control={control}
          label="Certificate number"
          required
        />
        <FormDateField
          name="certification.expiryDate"
          control={control}
          label="Expiry date"
          required
          allowFuture
        />
        <FormTextField
          name="certification.traderCertificationNumber"
          control={control}
          label="Trader certification number"
        />
      </FormRow>
      <FormRow label="Certification body" required>
        <FormTextField
          name="certification.certificationBody"
          control={control}
          label="Certification body"
          required
        />
        <FormTextField
          name="certification.certificationBodyEmail"
          control={control}
          label="Certification body e-mail"
          type="email"
          required
        />
      </FormRow>
      <FormRow label="Additional scheme">
        <FormSelectField
          name="certification.additionalScheme.scheme"
          control={control}
          label="Additional scheme"
          options={[
            { value: '', label: 'None' },
            ...ADDITIONAL_CERTIFICATION_SCHEMES.map((value) => ({
              value,
              label: ADDITIONAL_CERTIFICATION_SCHEME_LABELS[value],
            })),
          ]}
        />
        {show.additionalSchemeName && (
          <FormTextField
            name="certification.additionalScheme.additionalSchemeName"
            control={control}
            label="Scheme name"
            required
          />
        )}
      </FormRow>
      {show.additionalSchemeDetails && (
        <FormRow label="Additional certificate" required>
          <FormTextField
            name="certification.additionalScheme.additionalCertificateNumber"
            control={control}
            label="Certificate number"
            required
          />
          <FormDateField
            name="certification.additionalScheme.additionalExpiryDate"
            control={control}
            label="Expiry date"
            required
            allowFuture
          />
          <FormTextField
            name="certification.additionalScheme.additionalCertificationBody"
            control={control}
            label="Certification body"
            required
          />
          <FormTextField
            name="certification.additionalScheme.additionalCertificationBodyEmail"
            control={control}
            label="Certification body e-mail"
            type="email"
            required
          />
        </FormRow>
      )}
      <FormRow label="Low ILUC risk">
        <YesNoField
          name="certification.isLowILUCRiskConfirmed"
          control={control}
          label="Is the feedstock certified as low indirect land-use change risk?"
        />
      </FormRow>
      {show.lowRiskAudit && (
        <AuditFields control={control} prefix="lowRiskAudit" label="Low ILUC risk audit" />
      )}
      <FormRow label="Low displacement risk">
        <YesNoField
          name="certification.isLowDisplacementRiskConfirmed"
          control={control}
          label="Is the feedstock certified as low displacement risk?"
        />
      </FormRow>
      {show.lowDisplacementRiskAudit && (
        <AuditFields
          control={control}
          prefix="lowDisplacementRiskAudit"
          label="Low displacement risk audit"
        />
      )}
    </>
  );
}
