// The registration routes load as one chunk (app/router.tsx names these exports).
export { RegisterPage } from './register-page';
export { RegisterCompanyRepresentativePage } from './register-company-representative-page';
export { CreateCompanyPage } from './create-company-page';
export { JoinCompanyPage, JoinAuthorisedRepresentativePage, JoinRegistryAdminPage } from './join-pages';
