// Every table of the app. Add one export line per new schema file (laws.ts, contract.ts, ...), then run
// `npm run db:generate` to write the migration into drizzle/.
export * from './tenants';
export * from './users';
export * from './sessions';
export * from './quotas';
export * from './sms-codes';
export * from './idempotency-keys';
export * from './audit-log';
export * from './laws';
export * from './contract';
export * from './push';
export * from './playbook';
export * from './streams';
export * from './document';
export * from './trace';
export * from './learning';
export * from './draft';
export * from './chat';
export * from './search';
export * from './research';
export * from './translation';
export * from './accounts';
export * from './admin';
