import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { canMoveInvoice, formatMoney, invoiceMoveSchema, type Invoice } from '@safc/domain';
import { ConfirmDialog, TextDialog } from '../../../components/forms';
import { useDownloadInvoicePdf } from '../api/download-billing-files';
import { useMoveInvoice } from '../api/move-invoice';
import { MarkPaidDialog } from './mark-paid-dialog';

type Dialog = 'issue' | 'paid' | 'void' | null;

const voidSchema = invoiceMoveSchema.options[2].omit({ status: true });

/** Download PDF for whoever may open the invoice; issue, mark paid and void for administrators. */
export function InvoiceActions({ invoice, mayMove }: { invoice: Invoice; mayMove: boolean }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const move = useMoveInvoice(invoice.id);
  const pdf = useDownloadInvoicePdf();
  const close = () => setDialog(null);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => pdf.mutate(invoice)} disabled={pdf.isPending}>
        Download PDF
      </Button>
      {mayMove && canMoveInvoice(invoice.status, 'issued') && (
        <Button variant="contained" onClick={() => setDialog('issue')}>
          Issue
        </Button>
      )}
      {mayMove && canMoveInvoice(invoice.status, 'paid') && (
        <Button variant="contained" color="success" onClick={() => setDialog('paid')}>
          Mark paid
        </Button>
      )}
      {mayMove && canMoveInvoice(invoice.status, 'void') && (
        <Button variant="outlined" color="error" onClick={() => setDialog('void')}>
          Void
        </Button>
      )}
      {dialog === 'issue' && (
        <ConfirmDialog
          open
          title="Issue this invoice?"
          text={`It gets the next invoice number of the year, and ${invoice.billedTo.name}'s representatives receive it by e-mail with the PDF (${formatMoney(invoice.totalCents)}, due in 30 days).`}
          confirmLabel="Issue"
          sending={move.isPending}
          onConfirm={() => move.mutate({ status: 'issued' }, { onSuccess: close })}
          onClose={close}
        />
      )}
      {dialog === 'paid' && (
        <MarkPaidDialog
          invoice={invoice}
          sending={move.isPending}
          onPaid={(body) => move.mutate(body, { onSuccess: close })}
          onClose={close}
        />
      )}
      {dialog === 'void' && (
        <TextDialog
          open
          title="Void this invoice?"
          text="A void invoice keeps its number and stays readable; the events it billed can be billed again on a new invoice."
          schema={voidSchema}
          field="reason"
          label="Reason"
          required
          confirmLabel="Void"
          confirmColor="error"
          sending={move.isPending}
          onConfirm={({ reason }) => move.mutate({ status: 'void', reason }, { onSuccess: close })}
          onClose={close}
        />
      )}
    </Box>
  );
}
