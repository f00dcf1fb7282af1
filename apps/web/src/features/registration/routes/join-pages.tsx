import { ACCOUNT_MEMBERSHIP_ROLE_LABELS } from '@safc/domain';
import { JoinPage } from '../components/join-page';

/** /register/to-join-company/{invitationId}: JoinCR, a company representative of an existing company. */
export const JoinCompanyPage = () => (
  <JoinPage
    title="Join your company"
    kind="joinCompany"
    offer={(invitation) =>
      `You are invited to represent ${invitation.companyName ?? 'your company'} as a Company Representative. A registry administrator approves it.`
    }
    acceptedText="You are a Company Representative of the company."
  />
);

/** /register/authorised-representative/{invitationId}: JoinAR, a member of an account with a role. */
export const JoinAuthorisedRepresentativePage = () => (
  <JoinPage
    title="Join as authorised representative"
    kind="authorisedRepresentative"
    offer={(invitation) =>
      `You are invited to the account ${invitation.accountName ?? ''} of ${invitation.companyName ?? 'your company'} as ${
        invitation.accountRole ? ACCOUNT_MEMBERSHIP_ROLE_LABELS[invitation.accountRole] : 'a member'
      }. A registry administrator approves it.`
    }
    acceptedText="You are a member of the account. It appears in your accounts with your role."
  />
);

/** /register/registry-admin/{invitationId}: JoinRA, a registry administrator. */
export const JoinRegistryAdminPage = () => (
  <JoinPage
    title="Join as registry administrator"
    kind="registryAdmin"
    offer={() => 'You are invited to administer the registry: companies, accounts, users and their requests.'}
    acceptedText="You are a registry administrator."
  />
);
