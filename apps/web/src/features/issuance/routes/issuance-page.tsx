import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { DoneNotice } from '../../../components/done-notice';
import { PageTitle } from '../../../components/page-title';
import { ConfirmDialog } from '../../../components/forms';
import { formatDateAs, storedIssueForm, type AccountSummary, type IssuanceSummary } from '@safc/domain';
import { useSession } from '../../../lib/session/session-context';
import { loadIssueDraft, removeIssueDraft, type IssueDraft } from '../lib/issue-draft';
import { getIssuance } from '../../../lib/api/issuances';
import { useIssuances } from '../api/get-issuances';
import { AnswerClarificationDialog } from '../components/answer-clarification-dialog';
import { IssueStartBar } from '../components/issue-start-bar';
import { IssuancesTable } from '../components/issuances-table';
import { IssueWizard } from '../components/wizard/issue-wizard';
import { useIssuingAccounts } from '../lib/use-issuing-accounts';
import { emptyIssueForm, similarIssueForm } from '../lib/wizard-values';

/** Issuance: the "Issue SAFcA" wizard, and the issuances submitted so far with where each stands. */
export function IssuancePage() {
  const { accounts, isLoading } = useIssuingAccounts();
  const issuances = useIssuances();
  // Holdings' "Issue SAFcA" names the account it was pressed for (?accountId=, docs/decisions/081).
  const [params] = useSearchParams();
  const [chosenId, setChosenId] = useState<string | null>(() => params.get('accountId'));
  const [wizard, setWizard] = useState<{
    key: string;
    values: FieldValues;
    restored: IssueDraft | null;
  } | null>(null);
  const userId = useSession().me?.id ?? null;
  const [replacing, setReplacing] = useState<{ account: AccountSummary; values: FieldValues } | null>(null);
  // Read again after a draft is discarded from the start bar.
  const [, setDraftsSeen] = useState(0);
  const [answering, setAnswering] = useState<IssuanceSummary | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const account = accounts.find((candidate) => candidate.id === chosenId) ?? accounts[0] ?? null;
  const wizardAccount = wizard
    ? accounts.find((candidate) => candidate.id === wizard.values.accountId)
    : undefined;

  const ownerOf = (accountId: string) => (userId ? { userId, accountId } : null);
  const draftOf = (accountId: string) => {
    const owner = ownerOf(accountId);
    return owner ? loadIssueDraft(owner) : null;
  };
  const start = (values: FieldValues, restored: IssueDraft | null = null) =>
    setWizard({ key: crypto.randomUUID(), values, restored });
  // "Issue SAFcA" opens the account's draft when there is one (issue 45 item 5).
  const startFor = (accountId: string) => {
    const draft = draftOf(accountId);
    start(draft ? { ...draft.values, accountId } : emptyIssueForm(accountId), draft);
  };
  const issueSimilar = async (issuance: IssuanceSummary) => {
    if (!account) return;
    const earlier = await getIssuance(issuance.id);
    const target = accounts.find((candidate) => candidate.id === issuance.accountId) ?? account;
    const values = similarIssueForm(target.id, storedIssueForm(earlier.form));
    // Its first change would replace the account's draft: ask first.
    if (draftOf(target.id)) setReplacing({ account: target, values });
    else start(values);
  };
  const accountDraft = account ? draftOf(account.id) : null;

  return (
    <Box>
      <PageTitle title="Issuance" />
      {isLoading && <LinearProgress aria-label="Loading accounts" />}
      {wizard && wizardAccount ? (
        <IssueWizard
          key={wizard.key}
          account={wizardAccount}
          initialValues={wizard.values}
          draftOwner={ownerOf(wizardAccount.id)}
          restored={wizard.restored}
          onCancel={() => setWizard(null)}
          onSubmitted={() => {
            setWizard(null);
            setSubmitted(true);
          }}
        />
      ) : (
        <>
          {accounts.length > 0 && (
            <IssueStartBar
              accounts={accounts}
              accountId={account?.id ?? null}
              onAccountChange={setChosenId}
              onStart={() => account && startFor(account.id)}
            />
          )}
          {account && accountDraft && (
            <Alert
              severity="info"
              sx={{ mb: 3 }}
              action={
                <>
                  <Button color="inherit" size="small" onClick={() => startFor(account.id)}>
                    Continue the draft
                  </Button>
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => {
                      const owner = ownerOf(account.id);
                      if (owner) removeIssueDraft(owner);
                      setDraftsSeen((seen) => seen + 1);
                    }}
                  >
                    Discard
                  </Button>
                </>
              }
            >
              A draft issuance for {account.name} is kept in this browser, last changed{' '}
              {formatDateAs('dateTime', accountDraft.savedAt)}.
            </Alert>
          )}
          <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
            Issuances
          </Typography>
          {issuances.isPending && <LinearProgress aria-label="Loading issuances" />}
          {issuances.data && issuances.data.items.length === 0 && (
            <Alert severity="info">No issuances yet.</Alert>
          )}
          {issuances.data && issuances.data.items.length > 0 && (
            <IssuancesTable
              issuances={issuances.data.items}
              canIssue={accounts.length > 0}
              onIssueSimilar={(issuance) => void issueSimilar(issuance)}
              onAnswer={setAnswering}
            />
          )}
        </>
      )}
      <AnswerClarificationDialog issuance={answering} onClose={() => setAnswering(null)} />
      <ConfirmDialog
        open={replacing !== null}
        title="Replace your draft?"
        text={`A draft issuance for ${replacing?.account.name ?? ''} is kept in this browser. Issue similar starts from the earlier issuance and replaces the draft.`}
        confirmLabel="Replace the draft"
        sending={false}
        onClose={() => setReplacing(null)}
        onConfirm={() => {
          if (!replacing) return;
          const owner = ownerOf(replacing.account.id);
          if (owner) removeIssueDraft(owner);
          start(replacing.values);
          setReplacing(null);
        }}
      />
      <DoneNotice
        message={
          submitted
            ? "Issuance submitted: it waits for a signature, then for the registry administrator's approval."
            : null
        }
        onClose={() => setSubmitted(false)}
      />
    </Box>
  );
}
