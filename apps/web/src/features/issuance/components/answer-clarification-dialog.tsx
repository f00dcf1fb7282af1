import type { IssuanceSummary } from '@safc/domain';
import { TextDialog } from '../../../components/forms';
import { useAnswerClarification } from '../api/answer-clarification';
import { clarificationAnswerSchema } from '../lib/comment-schema';

/**
 * The initiator answers the administrator's last question on an issuance (open while `issuance` is set), from
 * the Issuance page's table or from the issuance's own page.
 */
export function AnswerClarificationDialog({
  issuance,
  onClose,
}: {
  issuance: IssuanceSummary | null;
  onClose: () => void;
}) {
  const answer = useAnswerClarification();
  return (
    <TextDialog
      open={issuance !== null}
      title="Answer the administrator"
      text={issuance?.clarification?.thread.filter((entry) => entry.role === 'question').at(-1)?.comment}
      schema={clarificationAnswerSchema}
      field="comment"
      label="Your answer"
      required
      confirmLabel="Send answer"
      sending={answer.isPending}
      onClose={onClose}
      onConfirm={(body) =>
        issuance?.actionId &&
        answer.mutate({ actionId: issuance.actionId, comment: body.comment }, { onSuccess: onClose })
      }
    />
  );
}
