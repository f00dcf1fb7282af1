import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import {
  PERIOD_MESSAGES,
  periodAround,
  periodLabel,
  type BillingPeriod,
  type InvoiceGenerationResult,
  type PeriodKind,
} from '@safc/domain';
import { GeneralDialog } from '../../../components/general-dialog';
import { useCompanyOptions } from '../../../lib/api/companies';
import { useGenerateInvoices } from '../api/generate-invoices';
import { GenerationSummary } from './generation-summary';

const PERIOD_KIND_LABELS: Record<PeriodKind, string> = {
  month: 'A month',
  quarter: 'A quarter',
  year: 'A year',
  range: 'Any date range',
};

interface PeriodChoice {
  kind: PeriodKind;
  /** Any day of the month, quarter or year chosen. */
  day: string;
  range: BillingPeriod;
}

function periodOf(choice: PeriodChoice): BillingPeriod {
  return choice.kind === 'range' ? choice.range : periodAround(choice.kind, choice.day);
}

/**
 * Generate invoices (issue 9): choose a period and all companies or one, preview what the event log says is
 * billable, then confirm to create the drafts. The confirmation repeats the preview's figures, so nothing
 * is created if the events changed in between.
 */
export function GenerateInvoicesDialog({ onClose }: { onClose: () => void }) {
  const lastMonth = dayjs().subtract(1, 'month').format('YYYY-MM-DD');
  const [choice, setChoice] = useState<PeriodChoice>({
    kind: 'month',
    day: lastMonth,
    range: periodAround('month', lastMonth),
  });
  const [companyId, setCompanyId] = useState('');
  const [preview, setPreview] = useState<InvoiceGenerationResult | null>(null);
  const [created, setCreated] = useState<InvoiceGenerationResult | null>(null);
  const companies = useCompanyOptions(true);
  const generate = useGenerateInvoices();
  const period = periodOf(choice);
  const backwards = period.periodEnd < period.periodStart;
  const change = (next: Partial<PeriodChoice>) => {
    setChoice((current) => ({ ...current, ...next }));
    setPreview(null);
  };
  const request = { ...period, companyId: companyId || undefined };
  const shown = created ?? preview;
  return (
    <GeneralDialog
      open
      title="Generate invoices"
      text={created ? undefined : 'Invoices are drafts until issued; each billable event is billed once.'}
      onClose={generate.isPending ? undefined : onClose}
      actions={
        created ? (
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={generate.isPending}>
              Cancel
            </Button>
            <Button
              variant={preview ? 'outlined' : 'contained'}
              disabled={generate.isPending || backwards}
              onClick={() => generate.mutate({ ...request, confirm: false }, { onSuccess: setPreview })}
            >
              Preview
            </Button>
            {preview && preview.lines > 0 && (
              <Button
                variant="contained"
                disabled={generate.isPending || preview.lines === 0}
                startIcon={generate.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
                onClick={() =>
                  generate.mutate(
                    {
                      ...request,
                      confirm: true,
                      expected: { lines: preview.lines, totalCents: preview.totalCents },
                    },
                    { onSuccess: setCreated },
                  )
                }
              >
                Create {preview.companies.length} draft{preview.companies.length === 1 ? '' : 's'}
              </Button>
            )}
          </>
        )
      }
    >
      {!created && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}>
          <TextField
            select
            size="small"
            label="Period"
            value={choice.kind}
            onChange={(event) => change({ kind: event.target.value as PeriodKind })}
          >
            {(Object.keys(PERIOD_KIND_LABELS) as PeriodKind[]).map((kind) => (
              <MenuItem key={kind} value={kind}>
                {PERIOD_KIND_LABELS[kind]}
              </MenuItem>
            ))}
          </TextField>
          {choice.kind === 'range' ? (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <TextField
                size="small"
                type="date"
                label="From"
                value={choice.range.periodStart}
                slotProps={{ inputLabel: { shrink: true } }}
                onChange={(event) => change({ range: { ...choice.range, periodStart: event.target.value } })}
              />
              <TextField
                size="small"
                type="date"
                label="To"
                value={choice.range.periodEnd}
                error={backwards}
                helperText={backwards ? PERIOD_MESSAGES.endBeforeStart : undefined}
                slotProps={{ inputLabel: { shrink: true } }}
                onChange={(event) => change({ range: { ...choice.range, periodEnd: event.target.value } })}
              />
            </Box>
          ) : (
            <TextField
              size="small"
              type={choice.kind === 'month' ? 'month' : 'date'}
              label={choice.kind === 'month' ? 'Month' : `Any day of the ${choice.kind}`}
              value={choice.kind === 'month' ? choice.day.slice(0, 7) : choice.day}
              slotProps={{ inputLabel: { shrink: true } }}
              onChange={(event) => {
                const value = event.target.value;
                if (value) change({ day: choice.kind === 'month' ? `${value}-01` : value });
              }}
            />
          )}
          <TextField
            select
            size="small"
            label="Companies"
            value={companyId}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(event) => {
              setCompanyId(event.target.value);
              setPreview(null);
            }}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          >
            <MenuItem value="">All companies</MenuItem>
            {(companies.data ?? []).map((company) => (
              <MenuItem key={company.id} value={company.id}>
                {company.name}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
      <Alert severity={created ? 'success' : 'info'} sx={{ mt: 2 }}>
        {created
          ? `Created ${created.companies.length} draft invoice(s) for ${periodLabel(created)}.`
          : `Period: ${backwards ? '—' : periodLabel(period)}`}
      </Alert>
      {shown && <GenerationSummary result={shown} />}
    </GeneralDialog>
  );
}
