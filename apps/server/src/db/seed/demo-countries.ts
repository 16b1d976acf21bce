import { randomUUID } from 'node:crypto';
import { NOTIFICATION_TYPES } from '@tenaga/contracts';
import { departments, employees, jobTitles, notifications, sites, users } from '../schema/index.ts';
import type { Database } from '../client.ts';
import { createTenantRunner, type Transaction } from '../tenant.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { writeAudit } from '../../lib/audit.ts';
import { findCompanyByDomain, setUpCompany } from '../../modules/companies/index.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoCompany } from './demo.ts';
import { DEMO_COUNTRIES, type DemoCountry } from './demo-countries.data.ts';
import { seedDemoPunches } from './demo-punches.ts';
import { seedDemoShifts } from './demo-shifts.ts';
import { seedDemoStatutory } from './demo-statutory.ts';

/** Deterministic "random" numbers: the demo is the same on every machine. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** An e-mail address from a name: letters only, accents dropped ('Nguyễn Thị Lan' → 'thilan.nguyen'). */
export function demoEmail(firstName: string, lastName: string, domain: string): string {
  const part = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[đĐ]/g, 'd')
      .toLowerCase()
      .replace(/\b(bin|binti|a\/l|a\/p)\b/g, '')
      .replace(/[^a-z]/g, '');
  return `${part(firstName)}.${part(lastName)}@${domain}`;
}

async function named(tx: Transaction, table: typeof jobTitles, companyId: string, names: readonly string[]) {
  const rows = await tx
    .insert(table)
    .values(names.map((name) => ({ companyId, name })))
    .returning({ id: table.id, name: table.name });
  return rows.map((row) => row.id);
}

/**
 * One country's demo company: about twenty people at a head office with local names, national
 * identification numbers in the country's format, local banks and salaries in the local currency,
 * the four demo users, the country's statutory policy on everyone, and a month of shifts and punches
 * in the office's time zone. Returns false when the company already exists.
 */
export async function seedDemoCountry(db: Database, country: DemoCountry, now = new Date()): Promise<boolean> {
  if (await findCompanyByDomain(db, country.domain)) return false;
  const companyId = randomUUID();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const next = numbers(20_261_128 + country.code.charCodeAt(0) * 31 + country.code.charCodeAt(1));
  await createTenantRunner(db)(companyId, async (tx) => {
    const roleIds = await setUpCompany(tx, {
      companyId,
      domain: country.domain,
      name: country.name,
      countryCode: country.code,
      email: `hr@${country.emailDomain}`,
      now,
    });
    const departmentIds = await named(tx, departments as unknown as typeof jobTitles, companyId, country.departments);
    const jobTitleIds = await named(
      tx,
      jobTitles,
      companyId,
      country.jobTitles.map(([title]) => title),
    );
    const [site] = await tx
      .insert(sites)
      .values({
        companyId,
        name: 'Head office',
        address: `${country.office.address}, ${country.office.city} ${country.office.postalCode}`,
        latitude: country.office.latitude,
        longitude: country.office.longitude,
        radiusMeters: 200,
        outsideRule: 'allowFlag',
        proofs: [],
        anyEmployee: true,
      })
      .returning({ id: sites.id });

    const ids = country.people.map(() => randomUUID());
    const facts = country.people.map(() => ({ married: next(3) !== 0, children: next(4) }));
    const rows = country.people.map(([firstName, lastName, gender, department, jobTitle], index) => {
      const female = gender === 'f';
      const birth = `${index < 3 ? 1972 + next(10) : 1975 + next(24)}-${pad(1 + next(12), 2)}-${pad(1 + next(28), 2)}`;
      const [, from, to, step] = country.jobTitles[jobTitle]!;
      const salary = from + step * next(Math.floor((to - from) / step) + 1);
      const [bankCode, digits] = country.banks[next(country.banks.length)]!;
      const account = `${1 + next(9)}${Array.from({ length: digits - 1 }, () => next(10)).join('')}`;
      return {
        companyId,
        id: ids[index]!,
        employmentNumber: `${country.code}${pad(index + 1, 4)}`,
        firstName,
        lastName,
        email: demoEmail(firstName, lastName, country.emailDomain),
        hiringDate:
          index < 4 ? `201${7 + next(3)}-0${1 + next(9)}-01` : `20${19 + next(6)}-${pad(1 + next(12), 2)}-${pad(1 + next(28), 2)}`,
        // The managing director has none; HR and operations report to them; everyone else to the head of their department.
        managerId: index === 0 ? null : department === 1 && index !== 1 ? ids[1]! : department === 3 && index !== 2 ? ids[2]! : ids[0]!,
        identificationType: country.identification.type,
        identificationNumber: country.identification.make({ birth, female, next }),
        gender: female ? 'female' : 'male',
        dateOfBirth: birth,
        nationality: country.code,
        maritalStatus: facts[index]!.married ? 'married' : 'single',
        passTypeId: 1,
        phones: [country.phone(next)],
        address: country.office.address,
        city: country.office.city,
        country: country.code,
        postalCode: country.office.postalCode,
        departmentId: departmentIds[department]!,
        jobTitleId: jobTitleIds[jobTitle]!,
        siteId: site!.id,
        paymentModeId: 1,
        bankCode,
        accountNumber: account,
        accountName: `${firstName} ${lastName}`,
        salary: `${salary}.00`,
        createdAt: now,
        updatedAt: now,
      };
    });
    await tx.insert(employees).values(rows);
    await seedDemoStatutory(tx, {
      companyId,
      country: country.code,
      name: country.policy.name,
      settings: country.policy.settings,
      now,
      assignments: rows.map((row, index) => ({
        employeeId: row.id,
        from: row.hiringDate,
        parameters: country.parameters({ ...facts[index]!, identification: row.identificationNumber }),
      })),
    });
    const nights = await seedDemoShifts(tx, { companyId, siteId: site!.id, now, country: country.code });
    await seedDemoPunches(tx, { companyId, siteId: site!.id, now, nights, office: country.office });

    const created = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((user, index) => ({
          companyId,
          username: user.username,
          email: rows[index]!.email,
          passwordHash,
          firstName: rows[index]!.firstName,
          lastName: rows[index]!.lastName,
          roleId: roleIds[user.roleKey],
          employeeId: ids[index]!,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: users.id, username: users.username });
    await tx.insert(notifications).values(
      created.map((user) => ({
        companyId,
        userId: user.id,
        type: NOTIFICATION_TYPES.changed,
        titleKey: 'notifications:welcomeTitle',
        bodyKey: 'notifications:welcomeBody',
        values: { company: country.name },
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
        after: { users: created.map((user) => user.username), employees: rows.length },
      },
    );
  });
  return true;
}

/** Every demo company, Singapore's first, each only when missing; returns the domains seeded now. */
export async function seedDemoCompanies(db: Database, now = new Date()): Promise<string[]> {
  const seeded: string[] = [];
  if (await seedDemoCompany(db)) seeded.push('demo');
  for (const country of DEMO_COUNTRIES) if (await seedDemoCountry(db, country, now)) seeded.push(country.domain);
  return seeded;
}
