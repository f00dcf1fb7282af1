import type { UnitRow } from '../api/get-units';
import type { UnitOperation } from '../lib/unit-row-permissions';
import { ClaimDialog } from './claim-dialog';
import { IssueMetaDialog } from './issue-meta-dialog';
import { SplitDialog } from './split-dialog';
import { TransferDialog } from './transfer-dialog';

const DIALOGS = {
  transfer: TransferDialog,
  split: SplitDialog,
  claim: ClaimDialog,
  issueMeta: IssueMetaDialog,
};

export function UnitOperationDialog({
  unit,
  operation,
  onClose,
  onDone,
}: {
  unit: UnitRow;
  operation: UnitOperation;
  onClose: () => void;
  onDone: () => void;
}) {
  const Dialog = DIALOGS[operation];
  return <Dialog unit={unit} onClose={onClose} onDone={onDone} />;
}
