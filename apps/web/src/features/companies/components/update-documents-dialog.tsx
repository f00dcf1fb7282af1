import { z } from 'zod';
import { ONBOARDING_UPLOAD_RULE, filesField } from '@safc/domain';
import { FormDialog, FormFileUploadField, showServerErrors, useDomainForm } from '../../../components/forms';
import { useUpdateCompanyDocuments } from '../api/update-company-documents';

// Company documents follow the onboarding rule: PNG, JPEG or PDF, 1 to 10 files, 10 MB each.
const documentsSchema = z.object({ documents: filesField(ONBOARDING_UPLOAD_RULE) });

/** Send new company documents; a representative's wait for an administrator (CompanyUpdateDocsRequest). */
export function UpdateDocumentsDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const form = useDomainForm(documentsSchema, { documents: [] });
  const update = useUpdateCompanyDocuments(companyId);
  const done = !update.isSuccess
    ? null
    : update.data.requestId
      ? 'The documents were sent to a registry administrator for review.'
      : "The documents were added to the company's documents.";
  return (
    <FormDialog
      title="Update documents"
      submitLabel="Send"
      sending={update.isPending}
      done={done}
      onSubmit={form.handleSubmit((values) =>
        update.mutate(values.documents as File[], {
          onError: (error) => showServerErrors(error, form.setError, ['documents']),
        }),
      )}
      onClose={onClose}
    >
      <FormFileUploadField
        control={form.control}
        name="documents"
        label="Documents"
        rule={ONBOARDING_UPLOAD_RULE}
        required
      />
    </FormDialog>
  );
}
