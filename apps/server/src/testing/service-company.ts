import { randomUUID } from 'node:crypto';
import type { TenantRunner } from '../db/tenant.ts';
import type { Actor } from '../lib/audit.ts';
import type { Clock } from '../lib/clock.ts';
import type { RequestAuth } from '../plugins/authenticate.ts';
import { uniqueName } from './index.ts';
import { setUpCompany } from '../modules/companies/index.ts';

/** A company set up the way sign-up does, and a caller in it, for tests that call a service directly. */
export async function arrangeServiceCompany(tenant: TenantRunner, clock: Clock): Promise<{ auth: RequestAuth; actor: Actor }> {
  const companyId = randomUUID();
  await tenant(companyId, (tx) =>
    setUpCompany(tx, { companyId, domain: uniqueName('svc'), name: 'Service Co', countryCode: 'SG', email: null, now: clock.now() }),
  );
  const userId = randomUUID();
  const auth: RequestAuth = {
    sessionId: randomUUID(),
    companyId,
    userId,
    roleId: null,
    roleVersion: null,
    employeeId: null,
    impersonatorUserId: null,
    deviceId: null,
    language: 'en',
    loginAt: clock.now(),
  };
  return { auth, actor: { companyId, userId, impersonatorUserId: null, ip: '203.0.113.9' } };
}
