import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  batchFingerprint,
  CERTIFICATION_SCHEMES,
  certificationSchemeText,
  dateText,
  sha256Hex,
  type BatchMatches,
  type CertificationScheme,
} from '@safc/domain';
import { LazyAlert } from '../../../components/lazy-alert';
import { NativeSearchField, NativeSelectField } from '../../../components/native-fields';
import { useDocumentTitle } from '../../../components/page-title';
import { PageWidth } from '../../../components/page-width';
import { PlainButton } from '../../../components/plain-button';
import { PublicHeader } from '../../../components/public-header';
import { SiteFooter } from '../../../components/site-footer';
import { getBatchMatches } from '../api/get-batch-matches';
import { PUBLIC_LINKS } from '../lib/public-links';

const SCHEMES = CERTIFICATION_SCHEMES.map((value) => ({ value, label: certificationSchemeText(value) }));

const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  wordBreak: 'break-all',
} as const;

type Outcome =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'done'; what: string; answer: BatchMatches }
  | { state: 'failed'; message: string };

/**
 * /check-batch (issue 40): anyone checks whether a fuel batch, or a proof-of-sustainability document, was
 * issued in this registry or in the registries it follows. The fingerprint is computed and the document hashed
 * in this browser (docs/batch-fingerprint.md); only the hash is sent, never the numbers or the file.
 */
export function CheckBatchPage() {
  useDocumentTitle('Check a batch');
  const [scheme, setScheme] = useState<CertificationScheme>('isccCorsia');
  const [certificateNumber, setCertificateNumber] = useState('');
  const [batchNumber, setBatchNumber] = useState('');
  const [dragging, setDragging] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });

  const check = async (what: string, hash: Promise<string>) => {
    setOutcome({ state: 'checking' });
    try {
      setOutcome({ state: 'done', what, answer: await getBatchMatches(await hash) });
    } catch {
      setOutcome({ state: 'failed', message: 'The registry could not be asked just now. Try again.' });
    }
  };
  const checkBatch = (event: FormEvent) => {
    event.preventDefault();
    if (!certificateNumber.trim() || !batchNumber.trim()) {
      setOutcome({ state: 'failed', message: 'Enter the certificate number and the batch number.' });
      return;
    }
    void check('This batch', batchFingerprint({ scheme, certificateNumber, batchNumber }));
  };
  const checkFile = (file: File | undefined) => {
    if (!file) return;
    void check(
      `The document ${file.name}`,
      file.arrayBuffer().then((bytes) => sha256Hex(new Uint8Array(bytes))),
    );
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader links={PUBLIC_LINKS} />
      <PageWidth component="main" maxWidth="md" sx={{ py: { xs: 4, md: 6 }, flexGrow: 1 }}>
        <Typography variant="h1" sx={{ mb: 1, fontSize: { xs: '1.8rem', sm: '2.2rem' } }}>
          Check a batch
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
          Was this fuel batch already issued? The registry answers for itself and for the registries whose
          public logs it follows. Your browser turns what you enter, or the file you drop, into a fingerprint;
          only the fingerprint is sent.
        </Typography>

        <Paper variant="outlined" component="form" onSubmit={checkBatch} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            By certificate and batch number
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-end' }}>
            <NativeSelectField
              label="Certification scheme"
              flex="1 1 180px"
              value={scheme}
              options={SCHEMES}
              onChange={(value) => setScheme(value ?? 'isccCorsia')}
            />
            <NativeSearchField
              label="Certificate number"
              flex="2 1 220px"
              maxLength={200}
              value={certificateNumber}
              onChange={setCertificateNumber}
            />
            <NativeSearchField
              label="Batch number"
              flex="2 1 180px"
              maxLength={200}
              value={batchNumber}
              onChange={setBatchNumber}
            />
            <PlainButton type="submit" variant="contained" disabled={outcome.state === 'checking'}>
              Check batch
            </PlainButton>
          </Box>
        </Paper>

        <Paper
          variant="outlined"
          sx={{
            p: { xs: 2, sm: 3 },
            mb: 3,
            borderStyle: 'dashed',
            bgcolor: dragging ? 'action.hover' : undefined,
          }}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            checkFile(event.dataTransfer.files[0]);
          }}
        >
          <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
            By proof-of-sustainability document
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Drop the PDF here or choose it. It is hashed in your browser and never uploaded.
          </Typography>
          <input
            type="file"
            aria-label="Proof-of-sustainability document"
            accept="application/pdf,image/png,image/jpeg,text/csv"
            onChange={(event) => checkFile(event.target.files?.[0])}
          />
        </Paper>

        <Box aria-live="polite">
          <CheckOutcome outcome={outcome} />
        </Box>
      </PageWidth>
      <SiteFooter />
    </Box>
  );
}

function CheckOutcome({ outcome }: { outcome: Outcome }) {
  if (outcome.state === 'idle') return null;
  if (outcome.state === 'checking') return <Typography color="text.secondary">Checking…</Typography>;
  if (outcome.state === 'failed') return <LazyAlert severity="error">{outcome.message}</LazyAlert>;
  const { what, answer } = outcome;
  return (
    <Box>
      {answer.matches.length === 0 ? (
        <LazyAlert severity="success">
          {what} was not issued in this registry or in the registries it follows.
        </LazyAlert>
      ) : (
        <LazyAlert severity="warning">
          {what} was issued {answer.matches.length === 1 ? 'once' : `${answer.matches.length} times`}:
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {answer.matches.map((match) => (
              <li key={`${match.origin} ${match.serial}`}>
                <strong>{match.serial}</strong> in {match.origin}, {dateText(match.issuedAt)}
              </li>
            ))}
          </Box>
        </LazyAlert>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Fingerprint:{' '}
        <Box component="span" sx={mono}>
          {answer.hash}
        </Box>
      </Typography>
    </Box>
  );
}
