import Box from '@mui/material/Box';
import type { CompanyView } from '@safc/domain';
import { usePermission } from '../../../lib/use-permission';
import { useSession } from '../../../lib/session/session-context';
import { CompanyAccounts } from './company-accounts';
import { CompanyBilling } from './company-billing';
import { CompanyDetails } from './company-details';
import { CompanyDocuments } from './company-documents';
import { CompanyNamePrivacy } from './company-name-privacy';
import { CompanyRepresentatives } from './company-representatives';
import { CompanyRequests } from './company-requests';
import { CompanyStatusActions } from './company-status-actions';
import { CompanyWebhooks } from './company-webhooks';

/** A company's page body: pending requests, details and status, representatives, accounts and documents. */
export function CompanyOverview({ company }: { company: CompanyView }) {
  const allowed = usePermission();
  const { me } = useSession();
  const target = { companyId: company.id };
  const isAdmin = Boolean(me?.isRegistryAdmin);
  const mayEdit = allowed('Edit', 'Company', target);
  const open = company.status === 'active' || company.status === 'awaitingReview';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {(isAdmin || mayEdit) && <CompanyRequests companyId={company.id} mayDecide={isAdmin} />}
      <CompanyDetails company={company} actions={<CompanyStatusActions company={company} />} />
      {(isAdmin || mayEdit) && <CompanyNamePrivacy company={company} mayChange={open} />}
      <CompanyRepresentatives
        company={company}
        mayInvite={company.status === 'active' && allowed('Invite', 'CompanyRepresentative', target)}
      />
      {isAdmin && <CompanyAccounts companyId={company.id} />}
      <CompanyDocuments company={company} mayUpdate={open && mayEdit} />
      {!isAdmin && allowed('View', 'Billing', target) && <CompanyBilling />}
      {!isAdmin && mayEdit && company.status === 'active' && <CompanyWebhooks />}
    </Box>
  );
}
