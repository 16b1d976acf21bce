export { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestAppOptions, type ServerOptions, type TestServer } from './test-app.ts';
export { createApiClient, type ApiClient, type ApiResult, type CallInput, type CallOptions } from './api-client.ts';
export { createFakeClock, DAY_MS, HOUR_MS, MINUTE_MS, type FakeClock } from './fake-clock.ts';
export { openTestDatabase, type TestDatabase } from './test-database.ts';
export {
  createCompany,
  createUser,
  loginAs,
  uniqueName,
  userRow,
  TEST_PASSWORD,
  type LoginOptions,
  type TestCompany,
  type TestSession,
  type TestUser,
  type UserOverrides,
} from './factories.ts';
export { createEmployeeRow, employeeBody, linkUserToEmployee, randomNric, type EmployeeOverrides } from './employee-factories.ts';
export { createCustomField, type NewCustomField } from './custom-field-factories.ts';
export { createTestModules } from './test-modules.ts';
export { deliveredMail, lastMailedToken, type DeliveredMail } from './delivered-mail.ts';
export { exportedEmployees } from './exports.ts';
