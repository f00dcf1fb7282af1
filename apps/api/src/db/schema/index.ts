// The whole data model (DESIGN §4-9), one file per area. drizzle-kit reads this file to generate migrations.
export * from './enums';
export * from './identity';
export * from './users';
export * from './companies';
export * from './accounts';
export * from './invitations';
export * from './requests';
export * from './issuances';
export * from './unit-blocks';
export * from './actions';
export * from './events';
export * from './tokens';
export * from './billing';
export * from './tickets';
export * from './uploads';
export * from './idempotency';
export * from './relations';
