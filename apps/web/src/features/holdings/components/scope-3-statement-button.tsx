import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SummarizeOutlinedIcon from '@mui/icons-material/SummarizeOutlined';
import { GeneralDialog } from '../../../components/general-dialog';
import { downloadFile } from '../../../lib/download';
import { reportError } from '../../../lib/errors/error-store';
import { usePermission } from '../../../lib/use-permission';
import { useSession } from '../../../lib/session/session-context';

/** The claim years offered: this year and the nine before it, newest first (reports are yearly). */
const claimYears = (): number[] => {
  const now = new Date().getFullYear();
  return Array.from({ length: 10 }, (_, index) => now - index);
};

/**
 * Holdings' "Scope 3 statement": the selected company's claimed SAFcE of one claim year, as a PDF to attach
 * to an emissions report (GET /api/companies/{id}/scope-3-statement, docs/decisions/021). Shown to whoever
 * may view units of the company, as the API checks with the same rule.
 */
export function Scope3StatementButton() {
  const { selectedCompany } = useSession();
  const allowed = usePermission();
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [busy, setBusy] = useState(false);
  if (!selectedCompany || !allowed('View', 'Unit', { companyId: selectedCompany.companyId })) return null;

  const download = () => {
    setBusy(true);
    downloadFile(
      `/api/companies/${selectedCompany.companyId}/scope-3-statement?year=${year}`,
      `scope-3-statement-${year}.pdf`,
    )
      .then(() => setOpen(false))
      .catch(reportError)
      .finally(() => setBusy(false));
  };

  return (
    <>
      <Button variant="outlined" startIcon={<SummarizeOutlinedIcon />} onClick={() => setOpen(true)}>
        Scope 3 statement
      </Button>
      <GeneralDialog
        open={open}
        onClose={() => setOpen(false)}
        icon={<SummarizeOutlinedIcon />}
        title="Scope 3 statement"
        text={`One PDF listing the SAFcE ${selectedCompany.companyName} holds claimed for a claim year, with the totals of tonnes and CO2e and each unit's public page.`}
        actions={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button
              variant="contained"
              onClick={download}
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              Download PDF
            </Button>
          </>
        }
      >
        <TextField
          select
          label="Claim year"
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
          sx={{ mt: 2, minWidth: 160 }}
        >
          {claimYears().map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </GeneralDialog>
    </>
  );
}
