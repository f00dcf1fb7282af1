import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { INVOICE_EXPORT_FORMATS, type InvoiceListQuery } from '@safc/domain';
import { useExportInvoices } from '../api/download-billing-files';

/** Export the table (its filters and order, every page) to CSV or XLSX. */
export function ExportButtons({ query }: { query: InvoiceListQuery }) {
  const exporting = useExportInvoices();
  return (
    <ButtonGroup variant="outlined" size="small" aria-label="Export invoices" disabled={exporting.isPending}>
      {INVOICE_EXPORT_FORMATS.map((format) => (
        <Button key={format} onClick={() => exporting.mutate({ query, format })}>
          Export {format.toUpperCase()}
        </Button>
      ))}
    </ButtonGroup>
  );
}
