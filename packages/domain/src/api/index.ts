// The answers of the HTTP API, one file per module area (see common.ts).
export * from './common';
export * from './auth';
export * from './two-factor';
export * from './users';
export * from './dashboard';
export * from './search';
export * from './notifications';
export * from './logbook';
export * from './maintenance';
export * from './crew';
export * from './attachments';
export * from './entity-api';
export * from './backup';
export * from './drills';
export * from './sync';
export * from './navigation';
export * from './environmental';
