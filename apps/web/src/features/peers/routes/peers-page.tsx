import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatNumber, type Peer, type PeerStatus } from '@safc/domain';
import { DetailList } from '../../../components/detail-list';
import { PageTitle } from '../../../components/page-title';
import { downloadEvidence, usePeers } from '../api/get-peers';
import { OwnRegistryCard } from '../components/own-registry-card';
import { monospace } from '../lib/monospace';

const STATUS: Record<PeerStatus, { label: string; color: 'success' | 'warning' | 'error' }> = {
  ok: { label: 'Verified', color: 'success' },
  unreachable: { label: 'Unreachable', color: 'warning' },
  inconsistent: { label: 'Inconsistent', color: 'error' },
};

/**
 * Peer registries (issue 40, docs/decisions/098): the registries whose public logs this one follows, what was
 * last verified of each, and the evidence kept when one rewrote its history.
 */
export function PeersPage() {
  const peers = usePeers();
  return (
    <Box>
      <PageTitle title="Peer registries" />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        Registries whose public logs this registry follows (PEER_REGISTRIES). Their issued batches are checked
        against every issuance here before approval, and each of them is asked to cosign this registry&apos;s
        checkpoints.
      </Typography>
      {peers.isFetching && !peers.data && <LinearProgress aria-label="Loading peer registries" />}
      {peers.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The peer registries could not be read.
        </Alert>
      )}
      {peers.data?.items.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          No peer registry is configured. Set PEER_REGISTRIES to follow one (README).
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        <OwnRegistryCard />
        {peers.data?.items.map((peer) => (
          <PeerCard key={peer.origin} peer={peer} />
        ))}
      </Box>
    </Box>
  );
}

function PeerCard({ peer }: { peer: Peer }) {
  const status = STATUS[peer.status];
  return (
    <Paper variant="outlined" component="section" aria-label={peer.origin} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h3" component="h2" sx={{ ...monospace, fontSize: '1.1rem' }}>
          {peer.origin}
        </Typography>
        <Chip size="small" label={status.label} color={status.color} />
      </Box>
      <DetailList
        items={[
          [
            'Address',
            <Box component="span" sx={monospace}>
              {peer.baseUrl}
            </Box>,
          ],
          ['Verified tree size', `${formatNumber(peer.treeSize, { maximumFractionDigits: 0 })} leaves`],
          [
            'Root hash',
            <Box component="span" sx={monospace}>
              {peer.rootHash ?? '—'}
            </Box>,
          ],
          ['Last checked', peer.checkedAt ? formatDateTime(peer.checkedAt) : 'Not yet'],
          ...(peer.detail ? [['Detail', peer.detail] as [string, string]] : []),
        ]}
      />
      {peer.evidence.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Evidence: signed checkpoints that contradict each other
          </Typography>
          {peer.evidence.map((item) => (
            <Box
              key={item.id}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
            >
              <Typography variant="body2" sx={{ flex: '1 1 240px' }}>
                {formatDateTime(item.foundAt)}: {item.detail}
              </Typography>
              <Button
                size="small"
                variant="outlined"
                onClick={() => void downloadEvidence(item.id, peer.origin)}
              >
                Download evidence
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
