import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CopyableCode } from '../../../components/copyable-code';
import { DetailList } from '../../../components/detail-list';
import { useOwnKeys } from '../api/get-own-keys';
import { monospace } from '../lib/monospace';

/**
 * What another registry's operator needs to follow this one: the PEER_REGISTRIES entry (this registry's address
 * and its pinned log key, README "Peering registries"), and the witness key a claim's checker names.
 */
export function OwnRegistryCard() {
  const keys = useOwnKeys();
  // The address this page was opened at: the registry's public address wherever administrators reach it by it.
  const address = window.location.origin;
  return (
    <Paper variant="outlined" component="section" aria-label="This registry" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        This registry
      </Typography>
      {keys.isError && <Alert severity="error">This registry&apos;s keys could not be read.</Alert>}
      {keys.data && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            A peer follows this registry with this entry in its PEER_REGISTRIES (this page&apos;s address,
            then the public log&apos;s key, which the peer pins):
          </Typography>
          <CopyableCode
            label="PEER_REGISTRIES entry for a peer"
            text={`${address} ${keys.data.log.verifierKey}`}
          />
          <Box sx={{ mt: 2 }}>
            <DetailList
              items={[
                [
                  'Public log',
                  <Box component="span" sx={monospace}>
                    {keys.data.log.origin}
                  </Box>,
                ],
                [
                  'Witness key',
                  <Box component="span" sx={monospace}>
                    {keys.data.witness.verifierKey}
                  </Box>,
                ],
              ]}
            />
          </Box>
        </>
      )}
    </Paper>
  );
}
