// The one entry point of @mars/domain: entity definitions, roles and the compliance rules.
export * from './auth/roles';
