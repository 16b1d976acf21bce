// Makes a big workforce in one company for the employee budgets (issue 4): `count` employees spread
// over departments, job titles, contracts and locations, one in twelve archived. One SQL statement
// per table (generate_series), so 100,000 employees take seconds, on PGlite as on PostgreSQL.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';

const FIRST = [
  'Wei Ming',
  'Jia Hui',
  'Aisyah',
  'Arjun',
  'Maria',
  'Budi',
  'Van An',
  'Siti',
  'Kavitha',
  'Marcus',
  'Mei Ling',
  'Hafiz',
  'Priya',
  'Juan',
  'Rina',
  'Daniel',
  'Nurul',
  'Suresh',
  'Li Ting',
  'Ryan',
];
const LAST = [
  'Tan',
  'Lim',
  'binte Ismail',
  'Pillai',
  'Santos',
  'Santoso',
  'Nguyen',
  'Rahman',
  'Subramaniam',
  'de Souza',
  'Ng',
  'bin Osman',
  'Nair',
  'dela Cruz',
  'Wulandari',
  'Goh',
  'Krishnan',
  'Menon',
  'Teo',
  'Oliveiro',
];

export async function seedBenchEmployees(db: Database, companyId: string, count: number): Promise<void> {
  const textArray = (values: readonly string[]) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::text[]`;
  await db.execute(sql`insert into departments (company_id, name) select ${companyId}, 'Department ' || g from generate_series(1, 20) g`);
  await db.execute(sql`insert into job_titles (company_id, name) select ${companyId}, 'Job title ' || g from generate_series(1, 40) g`);
  await db.execute(
    sql`insert into client_contracts (company_id, name) select ${companyId}, 'Contract ' || g from generate_series(1, 30) g`,
  );
  await db.execute(
    sql`insert into client_contract_locations (company_id, contract_id, name) select company_id, id, name || ' — site ' || g from client_contracts, generate_series(1, 3) g where company_id = ${companyId}`,
  );
  await db.execute(sql`
    with d as (select array_agg(id order by name) ids from departments where company_id = ${companyId}),
         j as (select array_agg(id order by name) ids from job_titles where company_id = ${companyId})
    insert into employees (company_id, employment_number, first_name, last_name, identification_type, identification_number, email, department_id, job_title_id, hiring_date, cessation_date, employment_type, source, phones)
    select ${companyId}, 'B' || lpad(g::text, 6, '0'),
      (${textArray(FIRST)})[1 + g % ${FIRST.length}], (${textArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}],
      'SG_NRIC', 'S' || lpad((g * 7919 % 10000000)::text, 7, '0') || chr(65 + g % 26), 'person' || g || '@bench.example',
      d.ids[1 + g % 20], j.ids[1 + (g * 7) % 40], date '2015-01-01' + (g % 3650), case when g % 12 = 0 then date '2025-06-30' end, g % 9 / 8, g % 7 / 6, '[]'::jsonb
    from generate_series(1, ${count}) g, d, j`);
  await db.execute(sql`
    with l as (select array_agg(id order by id) ids, array_agg(contract_id order by id) contracts from client_contract_locations where company_id = ${companyId})
    insert into employee_contract_deployments (company_id, employee_id, contract_id, location_id, from_date)
    select e.company_id, e.id, l.contracts[1 + n % 90], l.ids[1 + n % 90], e.hiring_date
    from (select company_id, id, hiring_date, row_number() over (order by id) n from employees where company_id = ${companyId}) e, l
    where e.n % 3 <> 0`);
  // What autovacuum does after a bulk insert (PostgreSQL 13+ vacuums on inserts): statistics, and the
  // visibility map that lets a count read the index alone.
  await db.execute(sql`vacuum analyze employees`);
  await db.execute(sql`vacuum analyze employee_contract_deployments`);
}
