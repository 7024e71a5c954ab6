// The one entry point of @mars/domain: entity definitions, roles and the compliance rules.
export * from './auth/roles';
export * from './entities/define-entity';
export * from './entities/registry';
export * from './entities/certificates/certificate.entity';
export * from './rules/imo-number';
export * from './rules/validation';
export * from './rules/cii';
export * from './rules/fuel';
export * from './rules/operational-indicators';
export * from './rules/eu-mrv';
export * from './rules/rest-hours';
export * from './rules/risk';
export * from './rules/marpol-annex-v';
export * from './rules/marpol-annex-i';
export * from './rules/certificates';
export * from './rules/drills';
export * from './rules/watches';
