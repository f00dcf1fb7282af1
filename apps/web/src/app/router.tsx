import { matchPath, Route, Routes } from 'react-router';
import { ROUTE_PATHS, type RouteName } from '@safc/domain';
import { RequireAuth } from './guards/require-auth';
import { RequireRouteSet } from './guards/require-route-set';
import { UnknownPathRedirect } from './guards/unknown-path-redirect';
import { lazyPage, type LazyPage } from './lazy-page';
import { RootLayout } from './root-layout';

// The routes in react-router's declarative mode: the data router (loaders, actions, fetchers), which no
// page used, weighed 16 kB gzipped more on every page (docs/decisions/051).

const HomePage = lazyPage(() => import('../features/landing/routes/home-page'), 'HomePage');
const CollaborationPage = lazyPage(
  () => import('../features/public/routes/collaboration-page'),
  'CollaborationPage',
);
const RegistryPage = lazyPage(() => import('../features/public/routes/registry-page'), 'RegistryPage');
const PublicUnitPage = lazyPage(() => import('../features/public/routes/public-unit-page'), 'PublicUnitPage');
const RetirementPage = lazyPage(() => import('../features/public/routes/retirement-page'), 'RetirementPage');
const StatisticsPage = lazyPage(() => import('../features/public/routes/statistics-page'), 'StatisticsPage');
const CheckBatchPage = lazyPage(() => import('../features/public/routes/check-batch-page'), 'CheckBatchPage');
const TermsPage = lazyPage(() => import('../features/public/routes/terms-page'), 'TermsPage');
const LoginPage = lazyPage(() => import('../features/auth/routes/login-page'), 'LoginPage');
const LoginSuccessPage = lazyPage(
  () => import('../features/auth/routes/login-success-page'),
  'LoginSuccessPage',
);

const registration = () => import('../features/registration/routes/registration-pages');
const RegisterPage = lazyPage(registration, 'RegisterPage');
const RegisterCompanyRepresentativePage = lazyPage(registration, 'RegisterCompanyRepresentativePage');
const CreateCompanyPage = lazyPage(registration, 'CreateCompanyPage');
const JoinCompanyPage = lazyPage(registration, 'JoinCompanyPage');
const JoinAuthorisedRepresentativePage = lazyPage(registration, 'JoinAuthorisedRepresentativePage');
const JoinRegistryAdminPage = lazyPage(registration, 'JoinRegistryAdminPage');

// The shell (top bar, helpdesk form, bell) loads with the first signed-in page, not with the public ones.
const signedIn = () => import('./shell/signed-in');
const AppShell = lazyPage(signedIn, 'AppShell');
const CompanyFromAddress = lazyPage(signedIn, 'CompanyFromAddress');

/** The shell's named pages, each open only to the route set that lists it (platform spec §2, §6). */
const namedPages: [RouteName, LazyPage][] = [
  ['COMPANY', lazyPage(() => import('../features/companies/routes/company-page'), 'CompanyPage')],
  ['COMPANIES', lazyPage(() => import('../features/companies/routes/companies-page'), 'CompaniesPage')],
  [
    'COMPANY_VIEW',
    lazyPage(() => import('../features/companies/routes/company-view-page'), 'CompanyViewPage'),
  ],
  ['ACCOUNTS', lazyPage(() => import('../features/accounts/routes/accounts-page'), 'AccountsPage')],
  ['ACCOUNT', lazyPage(() => import('../features/accounts/routes/account-page'), 'AccountPage')],
  ['COLLEAGUES', lazyPage(() => import('../features/users/routes/colleagues-page'), 'ColleaguesPage')],
  ['COLLEAGUE', lazyPage(() => import('../features/users/routes/colleague-page'), 'ColleaguePage')],
  ['USERS', lazyPage(() => import('../features/users/routes/users-page'), 'UsersPage')],
  ['USER_VIEW', lazyPage(() => import('../features/users/routes/user-view-page'), 'UserViewPage')],
  ['INVOICE_VIEW', lazyPage(() => import('../features/billing/routes/invoice-page'), 'InvoicePage')],
  ['BILLING', lazyPage(() => import('../features/billing/routes/billing-page'), 'BillingPage')],
  ['UNIT_VIEW', lazyPage(() => import('../features/units/routes/unit-page'), 'UnitPage')],
  ['HOLDINGS', lazyPage(() => import('../features/holdings/routes/holdings-page'), 'HoldingsPage')],
  [
    'COMPANY_DASHBOARD',
    lazyPage(() => import('../features/holdings/routes/company-dashboard-page'), 'CompanyDashboardPage'),
  ],
  ['ACTIONS', lazyPage(() => import('../features/actions/routes/actions-page'), 'ActionsPage')],
  ['LOGS', lazyPage(() => import('../features/logs/routes/logs-page'), 'LogsPage')],
  ['PEERS', lazyPage(() => import('../features/peers/routes/peers-page'), 'PeersPage')],
  ['WEBHOOKS', lazyPage(() => import('../features/webhooks/routes/webhooks-page'), 'WebhooksPage')],
  [
    'PROFILE_SETTINGS',
    lazyPage(() => import('../features/profile/routes/profile-settings-page'), 'ProfileSettingsPage'),
  ],
];
// Issuance is in neither named route set of the spec; who may issue is decided on the page by `can`.
const IssuancePage = lazyPage(() => import('../features/issuance/routes/issuance-page'), 'IssuancePage');
const IssuanceViewPage = lazyPage(
  () => import('../features/issuance/routes/issuance-view-page'),
  'IssuanceViewPage',
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/collaboration" element={<CollaborationPage />} />
        <Route path="/registry" element={<RegistryPage />} />
        <Route path="/registry/:serial" element={<PublicUnitPage />} />
        <Route path="/retirement" element={<RetirementPage />} />
        <Route path="/statistics" element={<StatisticsPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/check-batch" element={<CheckBatchPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/login-success" element={<LoginSuccessPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/register/cr" element={<RegisterCompanyRepresentativePage />} />
        <Route path="/register/to-create-company/:invitationId" element={<CreateCompanyPage />} />
        <Route path="/register/to-join-company/:invitationId" element={<JoinCompanyPage />} />
        <Route
          path="/register/authorised-representative/:invitationId"
          element={<JoinAuthorisedRepresentativePage />}
        />
        <Route path="/register/registry-admin/:invitationId" element={<JoinRegistryAdminPage />} />
        <Route element={<RequireAuth />}>
          <Route element={<CompanyFromAddress />}>
            <Route element={<AppShell />}>
              {namedPages.map(([name, Page]) => (
                <Route key={name} element={<RequireRouteSet name={name} />}>
                  <Route path={ROUTE_PATHS[name]} element={<Page />} />
                </Route>
              ))}
              <Route path={ROUTE_PATHS.ISSUANCE} element={<IssuancePage />} />
              <Route path={ROUTE_PATHS.ISSUANCE_VIEW} element={<IssuanceViewPage />} />
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<UnknownPathRedirect />} />
      </Route>
    </Routes>
  );
}

/**
 * Starts loading the first signed-in page's chunks with the shell's while the session loads, instead of one
 * after the other once the session has come (the data router loaded a route's chunks before rendering it).
 */
export function preloadFirstPage(pathname: string): void {
  const pages: [string, LazyPage][] = [
    ...namedPages.map(([name, page]): [string, LazyPage] => [ROUTE_PATHS[name], page]),
    [ROUTE_PATHS.ISSUANCE, IssuancePage],
    [ROUTE_PATHS.ISSUANCE_VIEW, IssuanceViewPage],
  ];
  const page = pages.find(([path]) => matchPath(path, pathname));
  if (!page) return;
  void AppShell.preload().catch(() => undefined);
  void CompanyFromAddress.preload().catch(() => undefined);
  void page[1].preload().catch(() => undefined);
}
