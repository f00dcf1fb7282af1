export * from './catalogues/statuses';
