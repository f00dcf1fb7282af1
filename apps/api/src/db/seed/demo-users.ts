// The demo registry's people (DESIGN §11), listed on the embedded provider's sign-in page in development
// and in the docs. Every one signs in with DEMO_PASSWORD.

export const DEMO_PASSWORD = 'safc-demo';

export interface DemoUser {
  email: string;
  name: string;
  description: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@safc-registry.example',
    name: 'Ada Whitfield',
    description: 'Registry Administrator: companies, accounts, users, actions, logs and billing',
  },
  {
    email: 'rep@nordicfuels.example',
    name: 'Nora Lindqvist',
    description:
      'Company representative of Nordic Renewable Fuels AS, full access to its fuel provider account',
  },
  {
    email: 'initiator@nordicfuels.example',
    name: 'Erik Hansen',
    description: 'Nordic Renewable Fuels AS: initiates issuances, transfers, splits and claims',
  },
  {
    email: 'approver@nordicfuels.example',
    name: 'Ingrid Berg',
    description: 'Nordic Renewable Fuels AS: signs the actions of its accounts',
  },
  {
    email: 'readonly@nordicfuels.example',
    name: 'Lars Dahl',
    description: 'Nordic Renewable Fuels AS: read-only member of the fuel provider account',
  },
  {
    email: 'rep@skyways.example',
    name: 'Sophie Turner',
    description: 'Company representative of SkyWays Airlines Ltd, with no account membership',
  },
  {
    email: 'initiator@skyways.example',
    name: 'James Walker',
    description: 'SkyWays Airlines Ltd: initiates transfers and claims, accepts incoming transfers',
  },
  {
    email: 'approver@skyways.example',
    name: 'Priya Shah',
    description: 'SkyWays Airlines Ltd: signs the actions of its accounts',
  },
  {
    email: 'pending@newcompany.example',
    name: 'Marta Nowak',
    description: 'Onboarding of Baltic Green Aviation Fuels awaiting the administrator',
  },
  {
    email: 'stranger@example.com',
    name: 'Sam Stranger',
    description: 'Can sign in to the identity provider but is not registered in the registry',
  },
];
