import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { departments, employees } from '../../../db/schema/index.ts';
import { createTenantRunner, type TenantRunner } from '../../../db/tenant.ts';
import { createFakeClock, openTestDatabase, type TestDatabase } from '../../../testing/index.ts';
import { arrangeServiceCompany } from '../../../testing/service-company.ts';
import { createOrganisationService, deleteUnused, type OrganisationService } from '../organisation.service.ts';

/** The service on its own: real SQL (row-level security included) and a fake clock. */
let database: TestDatabase;
let tenant: TenantRunner;
let service: OrganisationService;
const clock = createFakeClock();

beforeAll(async () => {
  database = await openTestDatabase();
  tenant = createTenantRunner(database.db);
  service = createOrganisationService({ tenant, clock });
});
afterAll(async () => {
  await database?.close();
});

const arrangeCompany = () => arrangeServiceCompany(tenant, clock);

describe('organisation service', () => {
  it('an employee linked after the usage check still stops the delete, with the same refusal', async () => {
    const foreignKeyViolation = Object.assign(new Error('update or delete violates foreign key constraint'), { code: '23503' });
    await expect(
      deleteUnused({ name: 'Finance', employeeCount: 0 }, async () => {
        throw new Error('wrapped', { cause: foreignKeyViolation });
      }),
    ).rejects.toMatchObject({ code: 'IN_USE', values: { name: 'Finance', count: 1 } });
    await expect(deleteUnused({ name: 'Finance', employeeCount: 0 }, async () => Promise.reject(new Error('disk full')))).rejects.toThrow(
      'disk full',
    );
  });

  it('the database refuses deleting a department employees point to, whatever the service checked', async () => {
    const { auth } = await arrangeCompany();
    const [department] = await tenant(auth.companyId, (tx) =>
      tx.insert(departments).values({ companyId: auth.companyId, name: 'Ops' }).returning({ id: departments.id }),
    );
    await tenant(auth.companyId, (tx) =>
      tx.insert(employees).values({ companyId: auth.companyId, employmentNumber: 'E1', firstName: 'Ana', departmentId: department!.id }),
    );
    await expect(tenant(auth.companyId, (tx) => tx.delete(departments).where(eq(departments.id, department!.id)))).rejects.toThrow();
  });

  it('an employee cannot point to another company’s department (company_id is part of the key)', async () => {
    const ours = await arrangeCompany();
    const theirs = await arrangeCompany();
    const department = await service.departments.create(theirs.auth, theirs.actor, { name: 'Theirs' });
    await expect(
      tenant(ours.auth.companyId, (tx) =>
        tx
          .insert(employees)
          .values({ companyId: ours.auth.companyId, employmentNumber: 'E1', firstName: 'Ana', departmentId: department.id }),
      ),
    ).rejects.toThrow();
  });

  it('sees only its own company’s lists', async () => {
    const ours = await arrangeCompany();
    const theirs = await arrangeCompany();
    const site = await service.sites.create(theirs.auth, theirs.actor, {
      name: 'Their site',
      address: '',
      latitude: null,
      longitude: null,
      radiusMeters: null,
    });
    const title = await service.jobTitles.create(theirs.auth, theirs.actor, { name: 'Their title' });
    expect(await service.sites.options(ours.auth)).toEqual([]);
    expect(await service.jobTitles.options(ours.auth)).toEqual([]);
    await expect(service.jobTitles.update(ours.auth, ours.actor, { id: title.id, version: 1, name: 'Hijacked' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(service.sites.remove(ours.auth, ours.actor, site.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // The same name is free in our company.
    expect((await service.jobTitles.create(ours.auth, ours.actor, { name: 'Their title' })).name).toBe('Their title');
  });
});
