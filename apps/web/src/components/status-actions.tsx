import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { accountBlockSchema, type AccountBlock } from '@safc/domain';
import { ConfirmDialog } from './forms/confirm-dialog';
import { TextDialogWhenOpened } from './forms/text-dialog-when-opened';

/** The part of a react-query mutation these buttons use. */
interface StatusMutation<Variables> {
  isPending: boolean;
  mutate: (variables: Variables, options: { onSuccess: () => void }) => void;
}

export interface StatusActionsProps {
  /** 'account' or 'company', as the dialogs' titles say it. */
  thing: string;
  name: string;
  /** The buttons the caller may see: each already checked against the domain's `can` and the status. */
  may: { edit: boolean; block: boolean; unblock: boolean; close: boolean };
  blockText: string;
  /** The closing button and its dialog: a representative's closure is a request, an administrator's is final. */
  closing: { button: string; title: string; text: string; confirm: string };
  block: StatusMutation<AccountBlock>;
  unblock: StatusMutation<undefined>;
  close: StatusMutation<undefined>;
  /** The edit dialog, mounted only while it is open. */
  editDialog: (onClose: () => void) => ReactNode;
}

/** Edit, block with a reason, unblock and close: the administration buttons of an account or a company. */
export function StatusActions({
  thing,
  name,
  may,
  blockText,
  closing,
  block,
  unblock,
  close,
  editDialog,
}: StatusActionsProps) {
  const [dialog, setDialog] = useState<'edit' | 'block' | 'unblock' | 'close' | null>(null);
  const shut = () => setDialog(null);
  const done = { onSuccess: shut };
  return (
    <>
      {may.edit && <Button onClick={() => setDialog('edit')}>Edit</Button>}
      {may.block && (
        <Button color="error" onClick={() => setDialog('block')}>
          Block
        </Button>
      )}
      {may.unblock && <Button onClick={() => setDialog('unblock')}>Unblock</Button>}
      {may.close && (
        <Button color="error" onClick={() => setDialog('close')}>
          {closing.button}
        </Button>
      )}
      {dialog === 'edit' && editDialog(shut)}
      <TextDialogWhenOpened
        open={dialog === 'block'}
        title={`Block ${thing}`}
        text={blockText}
        schema={accountBlockSchema}
        field="reason"
        label="Reason"
        required
        confirmLabel="Block"
        confirmColor="error"
        sending={block.isPending}
        onClose={shut}
        onConfirm={(body) => block.mutate(body, done)}
      />
      <ConfirmDialog
        open={dialog === 'unblock'}
        title={`Unblock ${thing}`}
        text={`${name} becomes active again.`}
        confirmLabel="Unblock"
        sending={unblock.isPending}
        onClose={shut}
        onConfirm={() => unblock.mutate(undefined, done)}
      />
      <ConfirmDialog
        open={dialog === 'close'}
        title={closing.title}
        text={closing.text}
        confirmLabel={closing.confirm}
        confirmColor="error"
        sending={close.isPending}
        onClose={shut}
        onConfirm={() => close.mutate(undefined, done)}
      />
    </>
  );
}
