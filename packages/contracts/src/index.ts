export * from './i18n/language.ts';
export * from './errors/catalogue.ts';
export * from './errors/error-body.ts';
export * from './validation/rules.ts';
export * from './validation/password.ts';
export * from './validation/describe-issue.ts';
export * from './auth/auth-schemas.ts';
export * from './admin/admin-schemas.ts';
