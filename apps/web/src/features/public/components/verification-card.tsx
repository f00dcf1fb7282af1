import { useEffect, useState } from 'react';
import { AnchorLink } from '../../../components/text-link';
import { LazyAlert } from '../../../components/lazy-alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useInclusionProof } from '../api/get-inclusion-proof';
import { inclusionHolds } from '../lib/verify-inclusion';
import { dateText, formatNumber } from '@safc/domain';

const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '0.8rem',
  wordBreak: 'break-all',
} as const;

/**
 * "Verified": this browser hashed the claim's leaf and folded its inclusion proof up to the root of a signed
 * checkpoint; and how anyone checks the same with the registry's published key and a 200-line script.
 */
export function VerificationCard({ serial }: { serial: string }) {
  const proof = useInclusionProof(serial, true);
  const [holds, setHolds] = useState<boolean | null>(null);
  useEffect(() => {
    if (!proof.data) return;
    let current = true;
    void inclusionHolds(proof.data).then((result) => {
      if (current) setHolds(result);
    });
    return () => {
      current = false;
    };
  }, [proof.data]);

  let status;
  if (proof.isError) {
    status = (
      <LazyAlert severity="info">
        This claim is not in a signed checkpoint yet; the registry signs one within seconds.
      </LazyAlert>
    );
  } else if (!proof.data || holds === null) {
    status = <Typography color="text.secondary">Checking the claim against the public log…</Typography>;
  } else if (holds) {
    status = (
      <LazyAlert icon={<VerifiedIcon fontSize="inherit" />} severity="success">
        <strong>Verified.</strong> The claim is leaf{' '}
        {formatNumber(proof.data.leafIndex, { maximumFractionDigits: 0 })} of the public log; this browser
        checked it against checkpoint{' '}
        {formatNumber(proof.data.checkpoint.treeSize, { maximumFractionDigits: 0 })} signed on{' '}
        {dateText(proof.data.checkpoint.signedAt)}.
      </LazyAlert>
    );
  } else {
    status = (
      <LazyAlert severity="error">
        The proof the registry sent does not lead to its signed checkpoint.
      </LazyAlert>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 3 }} aria-labelledby="verification-title">
      <Typography id="verification-title" variant="h3" component="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
        Verification
      </Typography>
      {status}
      {proof.data && (
        <>
          <Typography variant="body2" sx={{ mt: 2, mb: 0.5 }}>
            Checkpoint used
          </Typography>
          <Typography
            component="pre"
            sx={{ ...mono, m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, whiteSpace: 'pre-wrap' }}
          >
            {proof.data.checkpoint.checkpoint}
          </Typography>
        </>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Check it yourself: every issuance, claim, expiry and removal is a leaf of an append-only Merkle tree
        (RFC 9162), and the registry signs its root in a checkpoint with an Ed25519 key published at{' '}
        <AnchorLink href="/api/public/log-key">/api/public/log-key</AnchorLink>. Download the standalone
        verifier{' '}
        <AnchorLink href="/api/public/verify-claim.mjs" download>
          verify-claim.mjs
        </AnchorLink>{' '}
        (Node.js, no dependencies) and run{' '}
        <Typography component="code" sx={mono}>
          node verify-claim.mjs --registry {window.location.origin} --unit {serial} --key &apos;KEY&apos;
          --save checkpoint.txt
        </Typography>
        ; run it again later with{' '}
        <Typography component="code" sx={mono}>
          --since checkpoint.txt
        </Typography>{' '}
        to check the log only ever grew. Whether a fuel batch was already issued here or in the registries
        this one follows: <AnchorLink href="/check-batch">check a batch</AnchorLink>.
      </Typography>
    </Paper>
  );
}
