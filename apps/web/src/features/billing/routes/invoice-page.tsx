import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import { Link as RouterLink, useParams } from 'react-router';
import { canBill, routePath } from '@safc/domain';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session/session-context';
import { useInvoice } from '../api/get-invoice';
import { InvoiceActions } from '../components/invoice-actions';
import { InvoiceDocument } from '../components/invoice-document';

/** /invoice/{invoiceId}: the invoice, its PDF, and for administrators its next moves. */
export function InvoicePage() {
  const { invoiceId = '' } = useParams();
  const { permissions } = useSession();
  const invoice = useInvoice(invoiceId);
  const title = invoice.data
    ? invoice.data.number
      ? `Invoice ${invoice.data.number}`
      : 'Draft invoice'
    : 'Invoice';
  return (
    <Box>
      <Link component={RouterLink} to={routePath('BILLING')} sx={{ display: 'inline-block', mb: 1 }}>
        Billing
      </Link>
      <PageTitle
        title={title}
        actions={
          invoice.data && (
            <InvoiceActions
              invoice={invoice.data}
              mayMove={permissions !== null && canBill(permissions, 'moveInvoice')}
            />
          )
        }
      />
      {invoice.isLoading && <LinearProgress aria-label="Loading the invoice" />}
      {invoice.isError && <Alert severity="warning">This invoice could not be opened.</Alert>}
      {invoice.data && <InvoiceDocument invoice={invoice.data} />}
    </Box>
  );
}
