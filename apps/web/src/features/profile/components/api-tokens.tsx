import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { apiTokenCreateSchema, formatDateTime } from '@safc/domain';
import { ConfirmDialog, FormTextField, useDomainForm } from '../../../components/forms';
import { SectionCard } from '../../../components/section-card';
import type { CreatedApiToken, TokenSummary } from '@safc/domain';
import { useCreateApiToken } from '../api/create-api-token';
import { useTokens } from '../api/get-tokens';
import { useRevokeToken } from '../api/revoke-token';
import { CreatedTokenDialog } from './created-token-dialog';
import { TableFrame } from '../../../components/table-frame';
import { RevokeCell } from '../../../components/revoke-cell';

/** Named long-lived API tokens for machine clients (DESIGN §6): create (shown once), list, revoke. */
export function ApiTokens() {
  const tokens = useTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeToken();
  const form = useDomainForm(apiTokenCreateSchema, { name: '' });
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<TokenSummary | null>(null);
  const apiTokens = (tokens.data ?? []).filter((token) => token.kind === 'api');

  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (answer) => {
        setCreated(answer);
        form.reset({ name: '' });
      },
    }),
  );

  return (
    <SectionCard title="API tokens">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        A machine client (an ERP export, a script) calls the registry's API with a token of its own, with your
        rights. Name each token after what uses it, and revoke it when that stops.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 3, flexWrap: 'wrap' }}
      >
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <FormTextField
            control={form.control}
            name="name"
            label="Token name"
            required
            size="small"
            placeholder="e.g. ERP export"
          />
        </Box>
        <Button
          type="submit"
          variant="contained"
          disabled={create.isPending}
          startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Create token
        </Button>
      </Box>
      {apiTokens.length === 0 ? (
        <Typography color="text.secondary">No API tokens.</Typography>
      ) : (
        <TableFrame>
          <Table size="small" aria-label="API tokens">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Created</TableCell>
                <TableCell>Last used</TableCell>
                <TableCell align="right">Revoke</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {apiTokens.map((token) => (
                <TableRow key={token.id}>
                  <TableCell>{token.name}</TableCell>
                  <TableCell>{formatDateTime(token.createdAt)}</TableCell>
                  <TableCell>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}</TableCell>
                  <RevokeCell onRevoke={() => setRevoking(token)} />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableFrame>
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
    </SectionCard>
  );
}
