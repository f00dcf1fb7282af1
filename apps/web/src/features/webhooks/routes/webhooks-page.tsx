import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { WEBHOOKS_PER_COMPANY, type WebhookWithSecret } from '@safc/domain';
import { PageTitle } from '../../../components/page-title';
import { SectionCard } from '../../../components/section-card';
import { usePermission } from '../../../lib/use-permission';
import { useSession } from '../../../lib/session/session-context';
import { useWebhooks } from '../api/get-webhooks';
import { SecretDialog } from '../components/secret-dialog';
import { WebhookCard } from '../components/webhook-card';
import { WebhookForm } from '../components/webhook-form';

/**
 * /company/webhooks (issue 44): the company's webhook endpoints, kept by its representatives. Others are told
 * so without a call (decision 075).
 */
export function WebhooksPage() {
  const allowed = usePermission();
  const { selectedCompany } = useSession();
  const mayKeep =
    Boolean(selectedCompany) && allowed('Edit', 'Company', { companyId: selectedCompany?.companyId });
  return (
    <Box>
      <PageTitle title="Webhooks" />
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        Your company&apos;s events (units received, transfers waiting for you, your actions, issuances, claims
        and invoices) posted to your own systems as they happen, in order, each signed (Standard Webhooks)
        with the endpoint&apos;s secret.
      </Typography>
      {mayKeep ? (
        <Endpoints />
      ) : (
        <Alert severity="info">Only your company&apos;s representatives keep its webhooks.</Alert>
      )}
    </Box>
  );
}

function Endpoints() {
  const endpoints = useWebhooks();
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null);
  const count = endpoints.data?.length ?? 0;
  return (
    // One column that never grows past the page: a wide delivery log scrolls inside its card on a phone.
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {endpoints.isPending && <LinearProgress aria-label="Loading the endpoints" />}
      {endpoints.isError && <Alert severity="error">The endpoints could not be read.</Alert>}
      {endpoints.data?.map((endpoint) => (
        <WebhookCard key={endpoint.id} endpoint={endpoint} onSecret={setSecret} />
      ))}
      {endpoints.data && count < WEBHOOKS_PER_COMPANY && (
        <SectionCard title={count === 0 ? 'Add your first endpoint' : 'Add an endpoint'}>
          <WebhookForm onCreated={setSecret} />
        </SectionCard>
      )}
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
    </Box>
  );
}
