export * from './catalogues/statuses';
export * from './catalogues/status-schemas';
export * from './catalogues/request-kind-labels';
export * from './constants';

export * from './permissions/permission-vocabulary';
export * from './permissions/permission-context';
export * from './permissions/can';
export * from './permissions/permission-words';
export { ACCEPTING_ROLES } from './permissions/unit-permissions';
export * from './permissions/route-sets';
export * from './permissions/side-menu';
export * from './permissions/landing-route';
export * from './permissions/permitted-accounts';
export * from './permissions/counterparties';
export * from './permissions/cannot-act-reason';

export * from './presentation/choose-error-message';
export * from './presentation/auth-error-message';
export * from './presentation/identity-error-message';
export * from './presentation/avatar';
export * from './presentation/format-number';
export * from './presentation/format-date';
export * from './presentation/relative-time';
export * from './presentation/badge';
export * from './presentation/unit-values';
export * from './presentation/public-unit-facts';

export * from './catalogues/certification';
export * from './catalogues/fuel';
export * from './catalogues/feedstocks';
export * from './catalogues/regulatory-schemes';
export * from './catalogues/labels';
export * from './catalogues/countries';

export * from './decimal/decimal';
export * from './decimal/decimal-schema';

export * from './uploads/file-types';
export * from './uploads/upload-rules';
export * from './uploads/check-files';

export * from './forms/typed-text';
export * from './forms/fields';
export * from './forms/dates';
export * from './forms/file-field';
export * from './forms/unit-operation-forms';
export * from './forms/movable-volume';
export * from './forms/claim-form';
export * from './forms/batch-forms';
export * from './forms/onboarding-form';
export * from './forms/helpdesk-ticket';
export * from './forms/issue/address';
export * from './forms/issue/batch';
export * from './forms/issue/blending';
export * from './forms/issue/supplier';
export * from './forms/issue/certification';
export * from './forms/issue/product';
export * from './forms/issue/greenhouse-gas';
export * from './forms/issue/issue-form';

export * from './requests/account-requests';
export * from './requests/account-rep-requests';
export * from './requests/user-requests';
export * from './requests/company-requests';
export * from './requests/token-requests';
export * from './requests/holdings-query';
export * from './requests/unit-removal-request';

export * from './calculations/greenhouse-gas-fields';
export * from './calculations/greenhouse-gas-labels';
export * from './calculations/lca';
export * from './calculations/emissions';
export * from './calculations/neat-volume';
export * from './calculations/amount-units';
export * from './calculations/sustainability-tier';
export * from './calculations/issuance-results';
export * from './calculations/plausibility';
export * from './calculations/lca-breakdown';
export * from './calculations/issue-plausibility';

export * from './billing/money';
export * from './billing/fee-schedule';
export * from './billing/billing-period';
export * from './billing/invoice-moves';
export * from './billing/invoice-lines';
export * from './billing/invoice-generation';
export * from './billing/billing-permissions';
export * from './billing/billing-events';
export * from './events/event-payloads';

// The API's answers: one schema per response shape, used by the routes and validated by the web (decision 010).
export * from './contract/error-body';
export * from './contract/plain-issue-messages';
export * from './contract/no-content';
export * from './contract/public-retirements';
export * from './contract/public-units';
export * from './contract/public-verification';
export * from './contract/billing';
export * from './contract/accounts';
export * from './contract/users';
export * from './contract/invitations';
export * from './contract/companies';
export * from './contract/auth';
export * from './contract/helpdesk';
export * from './contract/onboarding';
export * from './contract/logs';
export * from './contract/actions';
export * from './contract/issuances';
export * from './contract/public-landing';
export * from './contract/scope-3-statement';
export * from './contract/uploads';
export * from './contract/requests';
export * from './contract/units';
export * from './contract/sign-in-lock';
export * from './contract/plausibility';
export * from './calculations/adjusted-lca-formula';
export * from './notifications/notification-preference';
export * from './contract/notifications';
