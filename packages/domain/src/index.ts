export * from './catalogues/statuses';
export * from './constants';

export * from './permissions/permission-vocabulary';
export * from './permissions/permission-context';
export * from './permissions/can';
export * from './permissions/route-sets';
export * from './permissions/side-menu';
export * from './permissions/landing-route';

export * from './presentation/choose-error-message';
export * from './presentation/auth-error-message';
export * from './presentation/avatar';
export * from './presentation/format-number';
export * from './presentation/format-date';
