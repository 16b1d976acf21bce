import { sgCheckLetter } from '@tenaga/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../tenant.ts';
import {
  commercialSectors,
  clientContractLocations,
  clientContracts,
  customFields,
  departments,
  employeeCategories,
  employeeContractDeployments,
  employeeFamily,
  employees,
  jobTitles,
  sites,
} from '../schema/index.ts';

import { seedDemoPunches } from './demo-punches.ts';
import { seedDemoShifts } from './demo-shifts.ts';
import {
  CATEGORIES,
  CONTRACTS,
  DEPARTMENTS,
  EXISTING,
  JOB_TITLES,
  NEW_PEOPLE,
  SECTORS,
  type Department,
  type Person,
} from './demo-people.data.ts';

/**
 * The demo company's workforce: about fifty fictional people of a Singapore security and facilities
 * firm across departments, job titles, client contracts and their locations, a few of them gone.
 * Identification numbers have the right NRIC/FIN check letters but are made up; nobody here exists.
 */

/** Deterministic "random" numbers: the demo is the same on every machine. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

/**
 * Two custom fields on the profile (a uniform size to choose, a first-aid certificate to tick) with
 * values for most people, so that the list's columns, the filter and the profile show them.
 */
async function demoCustomFields(tx: Transaction, companyId: string) {
  const sizes = ['S', 'M', 'L', 'XL'].map((label, index) => ({ id: `size-${index + 1}`, label }));
  const [size, firstAid] = await tx
    .insert(customFields)
    .values([
      { companyId, location: 'employee', type: 2, label: 'Uniform size', propertyName: 'uniformSize', options: sizes, sortOrder: 1 },
      { companyId, location: 'employee', type: 8, label: 'First aid certified', propertyName: 'firstAidCertified', sortOrder: 2 },
    ])
    .returning({ id: customFields.id });
  return (offset: number) => [
    ...(offset % 6 === 5 ? [] : [{ _id: { $oid: size!.id }, value: sizes[offset % sizes.length]!.id }]),
    ...(offset % 3 === 0 ? [{ _id: { $oid: firstAid!.id }, value: true }] : []),
  ];
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

export async function seedDemoWorkforce(
  tx: Transaction,
  input: { companyId: string; now: Date; existing: ReadonlyMap<string, string> },
): Promise<number> {
  const { companyId, now } = input;
  const next = numbers(20_260_101);
  const named = async (table: typeof jobTitles, names: readonly string[]) => {
    const rows = await tx
      .insert(table)
      .values(names.map((name) => ({ companyId, name })))
      .returning({ id: table.id, name: table.name });
    return new Map(rows.map((row) => [row.name, row.id]));
  };
  const departmentIds = await named(departments as unknown as typeof jobTitles, DEPARTMENTS);
  const jobTitleIds = await named(jobTitles, JOB_TITLES);
  const categoryIds = await named(employeeCategories, CATEGORIES);
  const sectorIds = await named(commercialSectors, SECTORS);
  const [site] = await tx
    .insert(sites)
    // Anyone may clock in here and from anywhere, flagged when outside the 200 m circle: someone
    // trying the demo from home succeeds, and HR sees the flag.
    .values({
      companyId,
      name: 'Head office',
      address: '1 Demo Street, #05-01, Singapore 018989',
      latitude: 1.2841,
      longitude: 103.851,
      radiusMeters: 200,
      outsideRule: 'allowFlag',
      proofs: [],
      anyEmployee: true,
    })
    .returning({ id: sites.id });
  const locationIds: string[][] = [];
  for (const contract of CONTRACTS) {
    const [row] = await tx
      .insert(clientContracts)
      .values({
        companyId,
        name: contract.name,
        client: contract.client,
        archived: contract.archived,
        archivedAt: contract.archived ? now : null,
      })
      .returning({ id: clientContracts.id });
    const locations = await tx
      .insert(clientContractLocations)
      .values(
        contract.locations.map((name) => ({
          companyId,
          contractId: row!.id,
          name,
          archived: contract.archived,
          archivedAt: contract.archived ? now : null,
        })),
      )
      .returning({ id: clientContractLocations.id, contractId: clientContractLocations.contractId });
    locationIds.push(locations.map((location) => location.id));
  }
  const others = await demoCustomFields(tx, companyId);
  const contractIds = await tx
    .select({ id: clientContractLocations.contractId, location: clientContractLocations.id })
    .from(clientContractLocations)
    .where(eq(clientContractLocations.companyId, companyId));
  const contractOf = new Map(contractIds.map((row) => [row.location, row.id]));

  const details = (person: Omit<Person, 'firstName' | 'lastName'>, index: number) => {
    const birthYear = person.series === 'T' ? 2000 + next(5) : 1965 + next(33);
    const digits = `${pad(birthYear % 100, 2)}${pad(next(100_000), 5)}`;
    const salary =
      person.jobTitle === 'Managing Director'
        ? 15_000
        : person.jobTitle.includes('Manager')
          ? 7_500 + 250 * next(8)
          : person.jobTitle === 'Cleaner'
            ? 1_900 + 50 * next(6)
            : 2_800 + 100 * next(25);
    return {
      identificationType: person.series === 'S' || person.series === 'T' ? 'SG_NRIC' : 'SG_FIN',
      identificationNumber: `${person.series}${digits}${sgCheckLetter(person.series, digits)}`,
      gender: person.gender,
      dateOfBirth: `${birthYear}-${pad(1 + next(12), 2)}-${pad(1 + next(28), 2)}`,
      nationality: person.nationality,
      maritalStatus: next(3) === 0 ? 'single' : 'married',
      race: person.race,
      religion: person.religion,
      passTypeId: person.passTypeId,
      // A permanent resident's PR date sets their CPF rates (graduated in the first two years).
      passObtainedDate: person.passTypeId === 2 ? `${2012 + (index % 10)}-03-01` : null,
      phones: [`+65 ${8 + next(2)}${pad(next(1000), 3)} ${pad(next(10_000), 4)}`],
      address: `Blk ${100 + next(800)} ${['Ang Mo Kio Ave 3', 'Tampines St 21', 'Jurong West St 41', 'Bedok North Rd', 'Woodlands Dr 14', 'Yishun Ring Rd'][next(6)]}, #${pad(2 + next(15), 2)}-${pad(10 + next(300), 3)}`,
      city: 'Singapore',
      country: 'SG',
      postalCode: pad(100_000 + next(700_000), 6),
      employmentType: index % 9 === 8 ? 1 : 0,
      departmentId: departmentIds.get(person.department)!,
      jobTitleId: jobTitleIds.get(person.jobTitle)!,
      categoryId: categoryIds.get(person.category)!,
      commercialSectorId:
        person.department === 'Security Services'
          ? sectorIds.get('Security')!
          : person.department === 'Facilities'
            ? sectorIds.get('Facilities management')!
            : null,
      siteId: person.deployment ? null : site!.id,
      paymentModeId: 1,
      bankCode: ['SG_DBS', 'SG_POSB', 'SG_OCBC', 'SG_UOB'][next(4)]!,
      salary: `${salary}.00`,
      cessationDate: person.cessationDate ?? null,
    };
  };
  const accountNumber = (bankCode: string) => pad(next(1_000_000_000), bankCode === 'SG_POSB' ? 9 : 10);
  const deploymentRows: (typeof employeeContractDeployments.$inferInsert)[] = [];
  const deploy = (employeeId: string, person: Omit<Person, 'firstName' | 'lastName'>, from: string) => {
    if (!person.deployment) return;
    const locationId = locationIds[person.deployment[0]]![person.deployment[1]]!;
    deploymentRows.push({
      companyId,
      employeeId,
      contractId: contractOf.get(locationId)!,
      locationId,
      fromDate: from,
      toDate: person.cessationDate ?? null,
    });
  };

  let index = 0;
  for (const [number, employeeId] of input.existing) {
    const person = EXISTING[number];
    if (!person) continue;
    const values = details(person, index++);
    await tx
      .update(employees)
      .set({
        ...values,
        cessationDate: undefined,
        accountName: sql`trim(${employees.firstName} || ' ' || ${employees.lastName})`,
        accountNumber: accountNumber(values.bankCode),
      })
      .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
    deploy(employeeId, person, '2024-01-01');
  }
  const managerByDepartment = new Map<Department, string>([
    ['Operations', input.existing.get('E0003')!],
    ['Security Services', input.existing.get('E0003')!],
    ['Facilities', input.existing.get('E0003')!],
    ['Human Resources', input.existing.get('E0002')!],
    ['Finance', input.existing.get('E0001')!],
    ['Sales', input.existing.get('E0001')!],
    ['Management', input.existing.get('E0001')!],
  ]);
  for (const [offset, person] of NEW_PEOPLE.entries()) {
    const values = details(person, index++);
    const hiringDate = `${2018 + next(7)}-${pad(1 + next(12), 2)}-${pad(1 + next(28), 2)}`;
    const [row] = await tx
      .insert(employees)
      .values({
        companyId,
        employmentNumber: `E${pad(9 + offset, 4)}`,
        firstName: person.firstName,
        lastName: person.lastName,
        email: `${person.firstName}.${person.lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@demo.example',
        hiringDate,
        managerId: managerByDepartment.get(person.department)!,
        ...values,
        accountName: `${person.firstName} ${person.lastName}`,
        accountNumber: accountNumber(values.bankCode),
        source: offset % 7 === 3 ? 1 : 0,
        others: others(offset),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: employees.id });
    deploy(row!.id, person, hiringDate);
    if (offset % 4 === 0) {
      await tx.insert(employeeFamily).values({
        companyId,
        employeeId: row!.id,
        name: `${['Tan', 'Lim', 'Rahman', 'Pillai'][offset % 4]} ${['Ah Kow', 'Mei Hua', 'Aminah', 'Lakshmi'][next(4)]}`,
        relationship: ['father', 'mother', 'wife', 'husband', 'sister'][next(5)]!,
        phone: `+65 9${pad(next(1000), 3)} ${pad(next(10_000), 4)}`,
        emergencyContact: true,
        nextOfKin: true,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  if (deploymentRows.length) await tx.insert(employeeContractDeployments).values(deploymentRows);
  const nights = await seedDemoShifts(tx, { companyId, siteId: site!.id, now });
  await seedDemoPunches(tx, { companyId, siteId: site!.id, now, nights });
  return input.existing.size + NEW_PEOPLE.length;
}
