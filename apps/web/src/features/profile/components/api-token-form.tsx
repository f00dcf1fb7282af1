import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import {
  API_TOKEN_LIFETIME_DAYS,
  apiTokenCreateOf,
  apiTokenFormSchema,
  DEFAULT_API_TOKEN_LIFETIME_DAYS,
  EVERY_ACCOUNT,
  RECENT_SIGN_IN_REQUIRED_MESSAGE,
  type ApiTokenForm,
  type CreatedApiToken,
} from '@safc/domain';
import { FormSelectField, FormTextField, useDomainForm } from '../../../components/forms';
import { useTokenAccounts } from '../api/token-accounts';
import { isHttpError } from '../../../lib/http-error';
import { useCreateApiToken } from '../api/create-api-token';
import { signInAgainForApiToken } from '../api/sign-in-again';

const EMPTY: ApiTokenForm = {
  name: '',
  expiresInDays: String(DEFAULT_API_TOKEN_LIFETIME_DAYS),
  scope: 'full',
  accountId: EVERY_ACCOUNT,
};
const LIFETIMES = API_TOKEN_LIFETIME_DAYS.map((days) => ({
  value: String(days),
  label: days === 365 ? '1 year' : `${days} days`,
}));
const SCOPES = [
  { value: 'full', label: 'Everything you may do' },
  { value: 'read', label: 'Read only (GET calls)' },
];

/** The form of a new API token: its name, how long it works, what it may do and where (decision 091). */
export function ApiTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const create = useCreateApiToken();
  const accounts = useTokenAccounts();
  const form = useDomainForm(apiTokenFormSchema, EMPTY);
  const accountOptions = [
    { value: EVERY_ACCOUNT, label: 'Every account you may reach' },
    ...(accounts.data ?? []).map((account) => ({ value: account.id, label: account.name })),
  ];
  const needsPassword = isHttpError(create.error) && create.error.status === 401;

  const submit = form.handleSubmit((values) =>
    create.mutate(apiTokenCreateOf(values), {
      onSuccess: (answer) => {
        onCreated(answer);
        form.reset(EMPTY);
      },
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mb: 3 }}>
      {needsPassword && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void signInAgainForApiToken()}>
              Enter password
            </Button>
          }
        >
          {RECENT_SIGN_IN_REQUIRED_MESSAGE}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // Two columns at most: the settings column is too narrow for four, whose choices were cut short.
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <FormTextField
          control={form.control}
          name="name"
          label="Token name"
          required
          size="small"
          placeholder="e.g. ERP export"
        />
        <FormSelectField
          control={form.control}
          name="expiresInDays"
          label="Works for"
          size="small"
          options={LIFETIMES}
        />
        <FormSelectField control={form.control} name="scope" label="May do" size="small" options={SCOPES} />
        <FormSelectField
          control={form.control}
          name="accountId"
          label="Account"
          size="small"
          options={accountOptions}
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
  );
}
