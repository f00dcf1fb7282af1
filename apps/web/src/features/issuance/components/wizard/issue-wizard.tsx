import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import {
  computeIssuanceResults,
  formatIsoDate,
  issueFormSchema,
  type IssuanceResults,
  type IssueForm,
} from '@safc/domain';
import { FormSection, fieldErrorsOf, useDomainForm, type FormControl } from '../../../../components/forms';
import { reportError } from '../../../../lib/errors/error-store';
import type { AccountSummary } from '@safc/domain';
import { useIssueUnits } from '../../api/issue-units';
import { useBatchInRegistry } from '../../lib/use-batch-in-registry';
import { WIZARD_STEPS, WIZARD_TABS, firstTabWithErrors, groupsWithErrors } from '../../lib/wizard-tabs';
import { BatchTab } from './batch-tab';
import { BlendingTab } from './blending-tab';
import { CertificationTab } from './certification-tab';
import { DocumentationFields } from './documentation-fields';
import { GreenhouseGasTab } from './greenhouse-gas-tab';
import { ProductTab } from './product-tab';
import { DRAFT_DOCUMENT_MAX_BYTES, type DraftOwner, type IssueDraft } from '../../lib/issue-draft';
import { hasAnswers, useIssueDraft } from '../../lib/use-issue-draft';
import { emptyIssueForm } from '../../lib/wizard-values';
import { DraftNotice } from './draft-notice';
import { LeaveWizardDialog } from './leave-wizard-dialog';
import { ResultsStep } from './results-step';
import { SupplierTab } from './supplier-tab';

const TAB_CONTENT = [BatchTab, BlendingTab, SupplierTab, CertificationTab, ProductTab, GreenhouseGasTab];

export interface IssueWizardProps {
  account: AccountSummary;
  initialValues: FieldValues;
  /** Whose draft the answers are kept as (the signed-in user, the account); null keeps none. */
  draftOwner: DraftOwner | null;
  /** The draft the wizard opened on, said in a notice. */
  restored: IssueDraft | null;
  onCancel: () => void;
  onSubmitted: () => void;
}

/** The "Issue SAFcA" wizard (forms spec §2): step 1 "Questions", step 2 "Results", then "Submit". */
export function IssueWizard({
  account,
  initialValues,
  draftOwner,
  restored,
  onCancel,
  onSubmitted,
}: IssueWizardProps) {
  const today = formatIsoDate(new Date());
  const schema = useMemo(() => issueFormSchema({ today }), [today]);
  const form = useDomainForm(schema, initialValues as never);
  const control = form.control as unknown as FormControl<FieldValues>;
  const [tab, setTab] = useState(() => Math.min(Math.max(restored?.tab ?? 0, 0), WIZARD_TABS.length - 1));
  const [notice, setNotice] = useState(restored);
  const [leaving, setLeaving] = useState(false);
  const draft = useIssueDraft(form as unknown as UseFormReturn<FieldValues>, draftOwner, tab);
  const [answers, setAnswers] = useState<{ form: IssueForm; results: IssuanceResults } | null>(null);
  const [invalidGroups, setInvalidGroups] = useState<string[]>([]);
  const issue = useIssueUnits();
  const inRegistry = useBatchInRegistry(account.id);
  // Read so that a message about the batch goes as soon as the answers that named it change.
  useWatch({
    control,
    name: ['batch.batchNumber', 'certification.scheme', 'certification.certificateNumber'],
  });
  const batchInUse = inRegistry.batchMessage(form.getValues());
  const Tab = TAB_CONTENT[tab] ?? BatchTab;
  // Leaving the tabs that name the batch asks the registry whether it is already there (decision 096).
  const changeTab = (next: number) => {
    if (WIZARD_TABS[tab]?.group === 'batch' || WIZARD_TABS[tab]?.group === 'certification')
      inRegistry.checkBatchOf(form.getValues());
    setTab(next);
  };

  const showInvalid = (groups: readonly string[]) =>
    setInvalidGroups(
      groups.map((group) => WIZARD_TABS.find((entry) => entry.group === group)?.label ?? group),
    );

  // The registry's refusal of answers (a rule only it can judge, a document it holds already) goes under
  // the fields it names, back on the Questions step, in the form's own words (issue 45 item 3).
  const submitFailed = (error: unknown) => {
    const placed = fieldErrorsOf(error).filter(([field]) => /^[A-Za-z][\w.]*$/.test(field));
    if (placed.length === 0) return reportError(error);
    setAnswers(null);
    for (const [field, message] of placed) form.setError(field as never, { type: 'server', message });
    const groups = [...new Set(placed.map(([field]) => field.split('.')[0]!))];
    showInvalid(groups.filter((group) => WIZARD_TABS.some((entry) => entry.group === group)));
    const first = WIZARD_TABS.findIndex((entry) => groups.includes(entry.group));
    if (first !== -1) setTab(first);
  };

  // Cancel asks only when it would lose something: answers given, or a draft opened (issue 45 item 5).
  const cancel = () => {
    if (notice || hasAnswers(form.getValues(), account.id)) setLeaving(true);
    else onCancel();
  };
  const chosenDocument = form.getValues('fileTool' as never) as unknown;
  const documentNotKept =
    chosenDocument instanceof File && chosenDocument.size > DRAFT_DOCUMENT_MAX_BYTES
      ? chosenDocument.name
      : null;
  const discardDraft = () => {
    draft.discard();
    setNotice(null);
    form.reset(emptyIssueForm(account.id));
    setInvalidGroups([]);
    setTab(0);
  };

  const toResults = form.handleSubmit(
    (values) => {
      setInvalidGroups([]);
      setAnswers({ form: values, results: computeIssuanceResults(values) });
    },
    (errors) => {
      showInvalid(groupsWithErrors(errors));
      const first = firstTabWithErrors(errors);
      if (first !== null) setTab(first);
    },
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" component="h2">
        Issue SAFcA
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Issue SAFcA for <strong>{account.name}</strong> · {account.companyName}
      </Typography>
      {notice && (
        <DraftNotice
          savedAt={notice.savedAt}
          documentToChooseAgain={notice.documentToChooseAgain}
          onDiscard={discardDraft}
        />
      )}
      {answers === null ? (
        <Box component="form" noValidate onSubmit={toResults}>
          <FormSection steps={WIZARD_STEPS} activeStep={0} requiredNote>
            <DocumentationFields
              control={control}
              documentInUse={inRegistry.documentMessage}
              onDocumentChosen={(file) => void inRegistry.checkDocument(file)}
            />
          </FormSection>
          <FormSection
            tabs={{ labels: WIZARD_TABS.map((entry) => entry.label), active: tab, onChange: changeTab }}
          >
            {batchInUse && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {batchInUse}
              </Alert>
            )}
            <Tab control={control} />
          </FormSection>
          {invalidGroups.length > 0 && (
            <Alert severity="error" sx={{ mb: 2 }}>
              Some answers need attention: {invalidGroups.join(', ')}.
            </Alert>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Button onClick={cancel}>Cancel</Button>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button disabled={tab === 0} onClick={() => changeTab(tab - 1)}>
                Previous tab
              </Button>
              {tab < WIZARD_TABS.length - 1 && (
                <Button variant="outlined" onClick={() => changeTab(tab + 1)}>
                  Next tab
                </Button>
              )}
              <Button type="submit" variant="contained">
                Results
              </Button>
            </Box>
          </Box>
        </Box>
      ) : (
        <>
          <FormSection steps={WIZARD_STEPS} activeStep={1}>
            <ResultsStep results={answers.results} />
          </FormSection>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Button onClick={() => setAnswers(null)} disabled={issue.isPending}>
              Back to questions
            </Button>
            <Button
              variant="contained"
              disabled={issue.isPending}
              startIcon={issue.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              onClick={() =>
                issue.mutate(
                  { ...answers, idempotencyKey: crypto.randomUUID() },
                  {
                    onSuccess: () => {
                      draft.discard();
                      onSubmitted();
                    },
                    onError: submitFailed,
                  },
                )
              }
            >
              Submit
            </Button>
          </Box>
        </>
      )}
      <LeaveWizardDialog
        open={leaving}
        accountName={account.name}
        documentNotKept={documentNotKept}
        onStay={() => setLeaving(false)}
        onKeep={() => void draft.keepNow().then(onCancel)}
        onDiscard={() => {
          draft.discard();
          onCancel();
        }}
      />
    </Paper>
  );
}
