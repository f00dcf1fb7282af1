import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { removeIssueDraft, saveIssueDraft, type DraftOwner } from './issue-draft';
import { emptyIssueForm } from './wizard-values';

const SAVE_AFTER_MS = 400;

/** Whether the answers hold anything a person would miss: a typed value, a choice, a document. */
export function hasAnswers(values: FieldValues, accountId: string): boolean {
  const { fileTool, ...answers } = values;
  const { fileTool: _none, ...empty } = emptyIssueForm(accountId);
  return fileTool != null || JSON.stringify(answers) !== JSON.stringify(empty);
}

/**
 * Keeps the wizard's answers as the owner's draft while they change (a moment after the last change), so a
 * reload or a failed submission finds them; `keepNow` saves at once (Cancel), `discard` forgets them.
 */
export function useIssueDraft(form: UseFormReturn<FieldValues>, owner: DraftOwner | null, tab: number) {
  const tabRef = useRef(tab);
  useEffect(() => {
    tabRef.current = tab;
  }, [tab]);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const userId = owner?.userId;
  const accountId = owner?.accountId;

  useEffect(() => {
    if (!userId || !accountId) return undefined;
    const save = () => {
      pending.current = undefined;
      const values = form.getValues();
      if (hasAnswers(values, accountId)) void saveIssueDraft({ userId, accountId }, values, tabRef.current);
    };
    const subscription = form.watch(() => {
      clearTimeout(pending.current);
      pending.current = setTimeout(save, SAVE_AFTER_MS);
    });
    return () => {
      subscription.unsubscribe();
      // Leaving the wizard while a save waits (another page): save it now.
      if (pending.current !== undefined) {
        clearTimeout(pending.current);
        save();
      }
    };
  }, [form, userId, accountId]);

  const stopPending = () => {
    clearTimeout(pending.current);
    pending.current = undefined;
  };
  return {
    keepNow: async () => {
      stopPending();
      if (owner) await saveIssueDraft(owner, form.getValues(), tabRef.current);
    },
    discard: () => {
      stopPending();
      if (owner) removeIssueDraft(owner);
    },
  };
}
