import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime, type CreatedApiToken, type TokenSummary } from '@safc/domain';
import { ConfirmDialog } from '../../../components/forms';
import { RevokeCell } from '../../../components/revoke-cell';
import { SectionCard } from '../../../components/section-card';
import { TableFrame } from '../../../components/table-frame';
import { useTokenAccounts } from '../api/token-accounts';
import { useTokens } from '../api/get-tokens';
import { useRevokeAllApiTokens } from '../api/revoke-all-api-tokens';
import { useRevokeToken } from '../api/revoke-token';
import { ApiTokenForm } from './api-token-form';
import { CreatedTokenDialog } from './created-token-dialog';

/**
 * Named API tokens for machine clients (DESIGN §6, decision 091): create (shown once) with an expiry, a scope
 * and optionally one account; list; revoke one or all.
 */
export function ApiTokens() {
  const tokens = useTokens();
  const accounts = useTokenAccounts();
  const revoke = useRevokeToken();
  const revokeAll = useRevokeAllApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<TokenSummary | null>(null);
  const [revokingAll, setRevokingAll] = useState(false);
  const apiTokens = (tokens.data ?? []).filter((token) => token.kind === 'api');
  const accountName = (id: string | null) =>
    id === null ? 'Every account' : (accounts.data?.find((account) => account.id === id)?.name ?? id);

  return (
    <SectionCard title="API tokens">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        A machine client (an ERP export, a script) calls the registry's API with a token of its own. Name each
        token after what uses it, give it only what it needs, and revoke it when that stops. A token works for
        at most a year, and creating one needs your password from the last 5 minutes.
      </Typography>
      <ApiTokenForm onCreated={setCreated} />
      {apiTokens.length === 0 ? (
        <Typography color="text.secondary">No API tokens.</Typography>
      ) : (
        <>
          <TableFrame>
            <Table size="small" aria-label="API tokens">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>May do</TableCell>
                  <TableCell>Account</TableCell>
                  <TableCell>Works until</TableCell>
                  <TableCell>Last used</TableCell>
                  <TableCell align="right">Revoke</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {apiTokens.map((token) => (
                  <TableRow key={token.id}>
                    <TableCell>{token.name}</TableCell>
                    <TableCell>{token.scope === 'read' ? 'Read only' : 'Everything'}</TableCell>
                    <TableCell>{accountName(token.accountId)}</TableCell>
                    <TableCell>{token.expiresAt ? formatDateTime(token.expiresAt) : '—'}</TableCell>
                    <TableCell>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}</TableCell>
                    <RevokeCell onRevoke={() => setRevoking(token)} />
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableFrame>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button color="error" variant="outlined" onClick={() => setRevokingAll(true)}>
              Revoke all API tokens
            </Button>
          </Box>
        </>
      )}
      <CreatedTokenDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API token"
        text={`Clients using "${revoking?.name ?? ''}" will be refused from now on.`}
        confirmLabel="Revoke"
        confirmColor="error"
        sending={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
      />
      <ConfirmDialog
        open={revokingAll}
        title="Revoke all API tokens"
        text={`All ${apiTokens.length} API tokens stop working at once: every client using one will be refused.`}
        confirmLabel="Revoke all"
        confirmColor="error"
        sending={revokeAll.isPending}
        onClose={() => setRevokingAll(false)}
        onConfirm={() => revokeAll.mutate(undefined, { onSuccess: () => setRevokingAll(false) })}
      />
    </SectionCard>
  );
}
