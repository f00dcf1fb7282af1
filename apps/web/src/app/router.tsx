import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTE_PATHS, type RouteName } from '@safc/domain';
import { LoadingOverlay } from '../components/loading-overlay';
import { RequireAuth } from './guards/require-auth';
import { RequireRouteSet } from './guards/require-route-set';
import { UnknownPathRedirect } from './guards/unknown-path-redirect';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';

type PageLoader = ReturnType<typeof lazyPage>;

/** A named route of the shell, open only to the route set that lists it (platform spec §2, §6). */
const named = (name: RouteName, lazy: PageLoader): RouteObject => ({
  element: <RequireRouteSet name={name} />,
  children: [{ path: ROUTE_PATHS[name], lazy }],
});

const publicRoutes: RouteObject[] = [
  { path: '/', lazy: lazyPage(() => import('../features/landing/routes/home-page'), 'HomePage') },
  {
    path: '/collaboration',
    lazy: lazyPage(() => import('../features/public/routes/collaboration-page'), 'CollaborationPage'),
  },
  {
    path: '/registry',
    lazy: lazyPage(() => import('../features/public/routes/registry-page'), 'RegistryPage'),
  },
  {
    path: '/registry/:serial',
    lazy: lazyPage(() => import('../features/public/routes/public-unit-page'), 'PublicUnitPage'),
  },
  {
    path: '/retirement',
    lazy: lazyPage(() => import('../features/public/routes/retirement-page'), 'RetirementPage'),
  },
  { path: '/terms', lazy: lazyPage(() => import('../features/public/routes/terms-page'), 'TermsPage') },
  { path: '/login', lazy: lazyPage(() => import('../features/auth/routes/login-page'), 'LoginPage') },
  {
    path: '/login-success',
    lazy: lazyPage(() => import('../features/auth/routes/login-success-page'), 'LoginSuccessPage'),
  },
];

const registration = () => import('../features/registration/routes/registration-pages');
const registrationRoutes: RouteObject[] = [
  { path: '/register', lazy: lazyPage(registration, 'RegisterPage') },
  { path: '/register/cr', lazy: lazyPage(registration, 'RegisterCompanyRepresentativePage') },
  { path: '/register/to-create-company/:invitationId', lazy: lazyPage(registration, 'CreateCompanyPage') },
  { path: '/register/to-join-company/:invitationId', lazy: lazyPage(registration, 'JoinCompanyPage') },
  {
    path: '/register/authorised-representative/:invitationId',
    lazy: lazyPage(registration, 'JoinAuthorisedRepresentativePage'),
  },
  { path: '/register/registry-admin/:invitationId', lazy: lazyPage(registration, 'JoinRegistryAdminPage') },
];

const shellRoutes: RouteObject[] = [
  named(
    'COMPANY',
    lazyPage(() => import('../features/companies/routes/company-page'), 'CompanyPage'),
  ),
  named(
    'COMPANIES',
    lazyPage(() => import('../features/companies/routes/companies-page'), 'CompaniesPage'),
  ),
  named(
    'COMPANY_VIEW',
    lazyPage(() => import('../features/companies/routes/company-view-page'), 'CompanyViewPage'),
  ),
  named(
    'ACCOUNTS',
    lazyPage(() => import('../features/accounts/routes/accounts-page'), 'AccountsPage'),
  ),
  named(
    'ACCOUNT',
    lazyPage(() => import('../features/accounts/routes/account-page'), 'AccountPage'),
  ),
  named(
    'COLLEAGUES',
    lazyPage(() => import('../features/users/routes/colleagues-page'), 'ColleaguesPage'),
  ),
  named(
    'COLLEAGUE',
    lazyPage(() => import('../features/users/routes/colleague-page'), 'ColleaguePage'),
  ),
  named(
    'USERS',
    lazyPage(() => import('../features/users/routes/users-page'), 'UsersPage'),
  ),
  named(
    'USER_VIEW',
    lazyPage(() => import('../features/users/routes/user-view-page'), 'UserViewPage'),
  ),
  named(
    'INVOICE_VIEW',
    lazyPage(() => import('../features/billing/routes/invoice-page'), 'InvoicePage'),
  ),
  named(
    'BILLING',
    lazyPage(() => import('../features/billing/routes/billing-page'), 'BillingPage'),
  ),
  named(
    'UNIT_VIEW',
    lazyPage(() => import('../features/units/routes/unit-page'), 'UnitPage'),
  ),
  named(
    'HOLDINGS',
    lazyPage(() => import('../features/holdings/routes/holdings-page'), 'HoldingsPage'),
  ),
  named(
    'ACTIONS',
    lazyPage(() => import('../features/actions/routes/actions-page'), 'ActionsPage'),
  ),
  named(
    'LOGS',
    lazyPage(() => import('../features/logs/routes/logs-page'), 'LogsPage'),
  ),
  named(
    'PROFILE_SETTINGS',
    lazyPage(() => import('../features/profile/routes/profile-settings-page'), 'ProfileSettingsPage'),
  ),
  // Issuance is in neither named route set of the spec; who may issue is decided on the page by `can`.
  {
    path: ROUTE_PATHS.ISSUANCE,
    lazy: lazyPage(() => import('../features/issuance/routes/issuance-page'), 'IssuancePage'),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <LoadingOverlay label="Loading the registry" />,
    children: [
      ...publicRoutes,
      ...registrationRoutes,
      {
        element: <RequireAuth />,
        // The shell (top bar, helpdesk form, bell) loads with the first signed-in page, not with the public ones.
        children: [{ lazy: lazyPage(() => import('./shell/app-shell'), 'AppShell'), children: shellRoutes }],
      },
      { path: '*', element: <UnknownPathRedirect /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
