import Chip from '@mui/material/Chip';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@safc/domain';

const COLORS: Record<InvoiceStatus, 'default' | 'info' | 'success' | 'error'> = {
  draft: 'default',
  issued: 'info',
  paid: 'success',
  void: 'error',
};

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return (
    <Chip size="small" variant="outlined" color={COLORS[status]} label={INVOICE_STATUS_LABELS[status]} />
  );
}
