import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import dayjs from 'dayjs';
import type { z } from 'zod';
import { invoiceMoveSchema, paidOnProblem, type Invoice, type InvoiceMove } from '@safc/domain';
import { GeneralDialog } from '../../../components/general-dialog';
import { FormDateField, FormTextField, useDomainForm } from '../../../components/forms';

type Payment = Extract<InvoiceMove, { status: 'paid' }>;

/** The payment's day (not in the future, not before the issue) and its reference. */
function paymentSchema(issuedOn: string) {
  return invoiceMoveSchema.options[1].superRefine((payment, context) => {
    const problem = paidOnProblem(payment.paidOn, { issuedOn, today: new Date() });
    if (problem) context.addIssue({ code: 'custom', path: ['paidOn'], message: problem });
  }) as unknown as z.ZodType<Payment, Payment>;
}

export function MarkPaidDialog({
  invoice,
  sending,
  onPaid,
  onClose,
}: {
  invoice: Invoice;
  sending: boolean;
  onPaid: (payment: Payment) => void;
  onClose: () => void;
}) {
  const today = dayjs().format('YYYY-MM-DD');
  const form = useDomainForm(paymentSchema(invoice.issuedOn ?? today), {
    status: 'paid',
    paidOn: today,
    paymentReference: '',
  });
  return (
    <GeneralDialog
      open
      title={`Mark ${invoice.number ?? 'the invoice'} paid`}
      text="Record the day the payment arrived and its bank or remittance reference."
      onClose={sending ? undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color="success"
            disabled={sending}
            startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
            onClick={form.handleSubmit(onPaid)}
          >
            Mark paid
          </Button>
        </>
      }
    >
      {/* The registry's date picker: no day after today, none before the invoice was issued. */}
      <Box sx={{ mt: 2 }}>
        <FormDateField
          control={form.control}
          name="paidOn"
          label="Paid on"
          required
          min={invoice.issuedOn ?? undefined}
        />
      </Box>
      <FormTextField control={form.control} name="paymentReference" label="Payment reference" required />
    </GeneralDialog>
  );
}
