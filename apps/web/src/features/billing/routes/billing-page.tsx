import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { canBill, visibleInvoiceStatuses, type InvoiceListQuery, type PermissionContext } from '@safc/domain';
import { PageTitle } from '../../../components/page-title';
import { useCompanyOptions } from '../../../lib/api/companies';
import { useSession } from '../../../lib/session/session-context';
import { useFeeSchedule } from '../api/get-fee-schedule';
import { useInvoices } from '../api/get-invoices';
import { BillingNotice } from '../components/billing-notice';
import { ExportButtons } from '../components/export-buttons';
import { FeeScheduleCard } from '../components/fee-schedule-card';
import { GenerateInvoicesDialog } from '../components/generate-invoices-dialog';
import { InvoiceFilters, NO_INVOICE_FILTERS, type InvoiceFilterValues } from '../components/invoice-filters';
import { InvoicesTable, type InvoiceOrder } from '../components/invoices-table';

/**
 * Billing (issue 9): administrators see the fee schedule, generate invoices and work the table of every
 * company's invoices; a company representative sees their company's invoices (never a draft) and the fees.
 * Anyone else reaching /billing by its address is told so, without asking the API for what it would refuse
 * (docs/decisions/075).
 */
export function BillingPage() {
  const { permissions } = useSession();
  if (permissions === null || !canBill(permissions, 'view')) {
    return <BillingNotice title="Billing" permissions={permissions} />;
  }
  return <Billing permissions={permissions} />;
}

function Billing({ permissions }: { permissions: PermissionContext }) {
  const isBiller = canBill(permissions, 'moveInvoice');
  const [filters, setFilters] = useState<InvoiceFilterValues>(NO_INVOICE_FILTERS);
  const [order, setOrder] = useState<InvoiceOrder>({ sort: 'createdAt', order: 'desc' });
  const [paging, setPaging] = useState({ page: 1, pageSize: 25 });
  const [generating, setGenerating] = useState(false);
  const companies = useCompanyOptions(isBiller);
  const fees = useFeeSchedule();
  const query: InvoiceListQuery = {
    status: filters.status || undefined,
    companyId: filters.companyId || undefined,
    periodFrom: filters.periodFrom || undefined,
    periodTo: filters.periodTo || undefined,
    ...order,
    ...paging,
  };
  const invoices = useInvoices(query);
  return (
    <Box>
      <PageTitle
        title="Billing"
        actions={
          isBiller && (
            <Button variant="contained" onClick={() => setGenerating(true)}>
              Generate invoices
            </Button>
          )
        }
      />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
          mb: 2,
        }}
      >
        <Typography variant="h4" component="h2">
          Invoices
        </Typography>
        <ExportButtons query={query} />
      </Box>
      <InvoiceFilters
        filters={filters}
        statuses={visibleInvoiceStatuses(permissions)}
        companies={isBiller ? (companies.data ?? []) : null}
        onChange={(next) => {
          setFilters(next);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
      />
      {invoices.isFetching && <LinearProgress aria-label="Loading invoices" sx={{ mb: 1 }} />}
      {invoices.data && invoices.data.items.length === 0 && (
        <Alert severity="info" sx={{ mb: 3 }}>
          No invoices match these filters.
        </Alert>
      )}
      {invoices.data && invoices.data.items.length > 0 && (
        <Box sx={{ mb: 4 }}>
          <InvoicesTable
            invoices={invoices.data.items}
            total={invoices.data.total}
            page={paging.page}
            pageSize={paging.pageSize}
            order={order}
            showCompany={isBiller}
            onPage={(page, pageSize) => setPaging({ page, pageSize })}
            onOrder={(next) => {
              setOrder(next);
              setPaging((current) => ({ ...current, page: 1 }));
            }}
          />
        </Box>
      )}
      {fees.data && <FeeScheduleCard schedule={fees.data} editable={canBill(permissions, 'editFees')} />}
      {generating && <GenerateInvoicesDialog onClose={() => setGenerating(false)} />}
    </Box>
  );
}
