import { useEffect } from 'react';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { ONBOARDING_UPLOAD_RULE, filesField } from '@safc/domain';
import { GeneralDialog } from '../../../components/general-dialog';
import { FormFileUploadField, showServerErrors, useDomainForm } from '../../../components/forms';
import { useUpdateCompanyDocuments } from '../api/update-company-documents';

// Company documents follow the onboarding rule: PNG, JPEG or PDF, 1 to 10 files, 10 MB each.
const documentsSchema = z.object({ documents: filesField(ONBOARDING_UPLOAD_RULE) });

/** Send new company documents; a representative's wait for an administrator (CompanyUpdateDocsRequest). */
export function UpdateDocumentsDialog({
  companyId,
  open,
  onClose,
}: {
  companyId: string;
  open: boolean;
  onClose: () => void;
}) {
  const form = useDomainForm(documentsSchema, { documents: [] });
  const update = useUpdateCompanyDocuments(companyId);
  useEffect(() => {
    if (open) {
      form.reset({ documents: [] });
      update.reset();
    }
    // Reset only when the dialog opens again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <GeneralDialog
      open={open}
      onClose={update.isPending ? undefined : onClose}
      title="Update documents"
      actions={
        update.isSuccess ? (
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button
              variant="contained"
              disabled={update.isPending}
              startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              onClick={form.handleSubmit((values) =>
                update.mutate(values.documents as File[], {
                  onError: (error) => showServerErrors(error, form.setError, ['documents']),
                }),
              )}
            >
              Send
            </Button>
          </>
        )
      }
    >
      {update.isSuccess ? (
        <Alert severity="success">
          {update.data.requestId
            ? 'The documents were sent to a registry administrator for review.'
            : "The documents were added to the company's documents."}
        </Alert>
      ) : (
        <FormFileUploadField
          control={form.control}
          name="documents"
          label="Documents"
          rule={ONBOARDING_UPLOAD_RULE}
          required
        />
      )}
    </GeneralDialog>
  );
}
