import { randomUUID } from 'node:crypto';
import { NOTIFICATION_TYPES } from '@tenaga/contracts';
import { eq } from 'drizzle-orm';
import { employees, notifications, users } from '../schema/index.ts';
import type { Database } from '../client.ts';
import { createTenantRunner } from '../tenant.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { writeAudit } from '../../lib/audit.ts';
import { findCompanyByDomain, setUpCompany, type DefaultRoleKey } from '../../modules/companies/index.ts';
import { seedDemoWorkforce } from './demo-workforce.ts';
import { seedDemoStatutory } from './demo-statutory.ts';

export const DEMO_DOMAIN = 'demo';
/** Demo only: printed at start and in the README; never a real company's password. */
export const DEMO_PASSWORD = 'demo1234';

interface DemoPerson {
  key: string;
  number: string;
  firstName: string;
  lastName: string;
  email: string;
  hiringDate: string;
  managerKey?: string;
  cessationDate?: string;
}

/** The fictional people the demo users are; demo-workforce.ts gives them their details and colleagues. */
const PEOPLE: DemoPerson[] = [
  { key: 'ava', number: 'E0001', firstName: 'Ava', lastName: 'Lim', email: 'ava.lim@demo.example', hiringDate: '2019-03-01' },
  {
    key: 'huimin',
    number: 'E0002',
    firstName: 'Hui Min',
    lastName: 'Tan',
    email: 'huimin.tan@demo.example',
    hiringDate: '2019-06-17',
    managerKey: 'ava',
  },
  {
    key: 'rajesh',
    number: 'E0003',
    firstName: 'Rajesh',
    lastName: 'Kumar',
    email: 'rajesh.kumar@demo.example',
    hiringDate: '2020-01-06',
    managerKey: 'ava',
  },
  {
    key: 'siti',
    number: 'E0004',
    firstName: 'Siti Nurhaliza',
    lastName: 'binte Ahmad',
    email: 'siti.ahmad@demo.example',
    hiringDate: '2021-08-02',
    managerKey: 'rajesh',
  },
  {
    key: 'weijie',
    number: 'E0005',
    firstName: 'Wei Jie',
    lastName: 'Ong',
    email: 'weijie.ong@demo.example',
    hiringDate: '2022-02-14',
    managerKey: 'rajesh',
  },
  {
    key: 'priya',
    number: 'E0006',
    firstName: 'Priya',
    lastName: 'Nair',
    email: 'priya.nair@demo.example',
    hiringDate: '2022-11-01',
    managerKey: 'rajesh',
  },
  {
    key: 'hafiz',
    number: 'E0007',
    firstName: 'Muhammad Hafiz',
    lastName: 'bin Rahman',
    email: 'hafiz.rahman@demo.example',
    hiringDate: '2023-04-10',
    managerKey: 'rajesh',
  },
  {
    key: 'daniel',
    number: 'E0008',
    firstName: 'Daniel',
    lastName: 'Goh',
    email: 'daniel.goh@demo.example',
    hiringDate: '2020-09-01',
    managerKey: 'rajesh',
    cessationDate: '2025-06-30',
  },
];

export const DEMO_USERS: { username: string; role: string; roleKey: DefaultRoleKey; personKey: string }[] = [
  { username: 'admin', role: 'Administrator', roleKey: 'administrator', personKey: 'ava' },
  { username: 'hr', role: 'HR Manager', roleKey: 'hrManager', personKey: 'huimin' },
  { username: 'manager', role: 'Manager', roleKey: 'manager', personKey: 'rajesh' },
  { username: 'employee', role: 'Employee', roleKey: 'employee', personKey: 'siti' },
];

/** Creates the demo company on first start; returns false when it already exists. */
export async function seedDemoCompany(db: Database): Promise<boolean> {
  if (await findCompanyByDomain(db, DEMO_DOMAIN)) return false;
  const companyId = randomUUID();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  await createTenantRunner(db)(companyId, async (tx) => {
    const roleIds = await setUpCompany(tx, {
      companyId,
      domain: DEMO_DOMAIN,
      name: 'Demo Pte. Ltd.',
      countryCode: 'SG',
      email: 'hr@demo.example',
      now,
    });
    const employeeIds = new Map(PEOPLE.map((person) => [person.key, randomUUID()]));
    await tx.insert(employees).values(
      PEOPLE.map((person) => ({
        companyId,
        id: employeeIds.get(person.key)!,
        employmentNumber: person.number,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        hiringDate: person.hiringDate,
        cessationDate: person.cessationDate ?? null,
        managerId: person.managerKey ? employeeIds.get(person.managerKey)! : null,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const workforce = await seedDemoWorkforce(tx, {
      companyId,
      now,
      existing: new Map(PEOPLE.map((person) => [person.number, employeeIds.get(person.key)!])),
    });
    // CPF and SDL for everyone from their hiring: residency, PR date and SHG funds come from the record.
    const everyone = await tx
      .select({ id: employees.id, hiringDate: employees.hiringDate })
      .from(employees)
      .where(eq(employees.companyId, companyId));
    await seedDemoStatutory(tx, {
      companyId,
      country: 'SG',
      name: 'CPF, SDL and SHG',
      now,
      assignments: everyone.map((person) => ({ employeeId: person.id, from: person.hiringDate!, parameters: { country: 'SG' } })),
    });
    const people = new Map(PEOPLE.map((person) => [person.key, person]));
    const created = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((user) => {
          const person = people.get(user.personKey)!;
          return {
            companyId,
            username: user.username,
            email: person.email,
            passwordHash,
            firstName: person.firstName,
            lastName: person.lastName,
            roleId: roleIds[user.roleKey],
            employeeId: employeeIds.get(user.personKey)!,
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .returning({ id: users.id, username: users.username });
    await tx.insert(notifications).values(
      created.map((user) => ({
        companyId,
        userId: user.id,
        type: NOTIFICATION_TYPES.changed,
        titleKey: 'notifications:welcomeTitle',
        bodyKey: 'notifications:welcomeBody',
        values: { company: 'Demo Pte. Ltd.' },
        path: '/home',
        createdAt: now,
      })),
    );
    await writeAudit(
      tx,
      { companyId, userId: null, impersonatorUserId: null, ip: null },
      {
        entity: 'company',
        entityId: companyId,
        action: 'seed-demo',
        after: { users: created.map((user) => user.username), employees: workforce },
      },
    );
  });
  return true;
}
