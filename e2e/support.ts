// What the specs share, by concern under support/.
export * from './support/api.ts';
export * from './support/antd.ts';
export * from './support/employees.ts';
export * from './support/fixtures.ts';
export * from './support/mailbox.ts';
export * from './support/session.ts';
