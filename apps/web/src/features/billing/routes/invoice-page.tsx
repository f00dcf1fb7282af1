import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import { Link as RouterLink, useParams } from 'react-router';
import { canBill, routePath, type PermissionContext } from '@safc/domain';
import { PageTitle } from '../../../components/page-title';
import { UnopenedItem } from '../../../components/unopened-item';
import { useSession } from '../../../lib/session/session-context';
import { useInvoice } from '../api/get-invoice';
import { InvoiceActions } from '../components/invoice-actions';
import { BillingNotice } from '../components/billing-notice';
import { InvoiceDocument } from '../components/invoice-document';

/**
 * /invoice/{invoiceId}: the invoice, its PDF, and for administrators its next moves. Whoever may not see
 * billing is told so without asking for the invoice (docs/decisions/075).
 */
export function InvoicePage() {
  const { permissions } = useSession();
  if (permissions === null || !canBill(permissions, 'view'))
    return <BillingNotice title="Invoice" permissions={permissions} />;
  return <Invoice permissions={permissions} />;
}

function Invoice({ permissions }: { permissions: PermissionContext }) {
  const { invoiceId = '' } = useParams();
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
            <InvoiceActions invoice={invoice.data} mayMove={canBill(permissions, 'moveInvoice')} />
          )
        }
      />
      {invoice.isLoading && <LinearProgress aria-label="Loading the invoice" />}
      {invoice.isError && (
        <UnopenedItem what="invoice" back={{ to: routePath('BILLING'), label: 'Billing' }} />
      )}
      {invoice.data && <InvoiceDocument invoice={invoice.data} />}
    </Box>
  );
}
