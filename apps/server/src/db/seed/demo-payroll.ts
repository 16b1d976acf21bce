import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { payruns, users } from '../schema/index.ts';
import { findCompanyByDomain } from '../../modules/companies/index.ts';
import type { PayrunsService } from '../../modules/payruns/index.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import { DEMO_DOMAIN } from './demo.ts';
import { DEMO_COUNTRIES } from './demo-countries.data.ts';

export const DEMO_DOMAINS = [DEMO_DOMAIN, ...DEMO_COUNTRIES.map((country) => country.domain)] as const;

export interface DemoPayroll {
  readonly domain: string;
  readonly period: string;
  readonly status: string;
  /** Why the run failed, when it did. */
  readonly failureReason?: string | null;
}

/** The month before the one `now` falls in, 'YYYY-MM'. */
export function previousMonth(now: Date): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return date.toISOString().slice(0, 7);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Last month's payroll of every demo company that has no payrun yet, through the real payrun
 * service as the company's demo administrator: started, computed by the background job (the
 * server's job runner must be running), then approved. A company whose run fails keeps it failed
 * (its reason shows in the archive). Returns what was done; companies with a payrun are left alone.
 */
export async function runDemoPayrolls(input: {
  db: Database;
  payruns: PayrunsService;
  now: Date;
  /** How long to wait for one run's job. */
  timeoutMs?: number;
  pollMs?: number;
}): Promise<DemoPayroll[]> {
  const { db, now } = input;
  const period = previousMonth(now);
  const done: DemoPayroll[] = [];
  for (const domain of DEMO_DOMAINS) {
    const company = await findCompanyByDomain(db, domain);
    if (!company) continue;
    const [existing] = await db.select({ id: payruns.id }).from(payruns).where(eq(payruns.companyId, company.id)).limit(1);
    if (existing) continue;
    const [admin] = await db
      .select({ id: users.id, roleId: users.roleId, employeeId: users.employeeId })
      .from(users)
      .where(and(eq(users.companyId, company.id), eq(users.username, 'admin')));
    if (!admin) continue;
    const auth: RequestAuth = {
      sessionId: randomUUID(),
      companyId: company.id,
      userId: admin.id,
      roleId: admin.roleId,
      roleVersion: null,
      employeeId: admin.employeeId,
      impersonatorUserId: null,
      deviceId: null,
      language: 'en',
      loginAt: now,
    };
    const actor = { companyId: company.id, userId: admin.id, impersonatorUserId: null, ip: null };
    const { id } = await input.payruns.start(auth, actor, { period });
    const deadline = Date.now() + (input.timeoutMs ?? 300_000);
    let row: { status: string; version: number; failureReason: string | null } | undefined;
    for (;;) {
      [row] = await db
        .select({ status: payruns.status, version: payruns.version, failureReason: payruns.failureReason })
        .from(payruns)
        .where(and(eq(payruns.companyId, company.id), eq(payruns.id, id)));
      if (row?.status !== 'calculating' || Date.now() > deadline) break;
      await sleep(input.pollMs ?? 250);
    }
    if (row?.status === 'calculated') row = await input.payruns.approve(auth, actor, id, { version: row.version });
    done.push({
      domain,
      period,
      status: row?.status ?? 'calculating',
      ...(row?.failureReason ? { failureReason: row.failureReason } : {}),
    });
  }
  return done;
}
