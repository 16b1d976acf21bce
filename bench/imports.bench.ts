// The import budget (issue 4): a file of 5,000 employees checked (POST employees/import/check) and
// imported (POST employees/import, a job followed until it ends) in under 20 s together on
// PostgreSQL. Every row is valid and names a department, a job title and a contract location, so
// every rule and lookup runs. The server runs in a child process; set DATABASE_URL to measure PostgreSQL.
import ExcelJS from 'exceljs';
import { signUpCompany, startBenchServer } from './support/bench-server.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5_000);

if (process.argv.includes('--serve')) {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadEnv } = await import('../apps/server/src/config/env.ts');
  const tenaga = await buildApp({ env: loadEnv(), rateLimits: false, startJobs: true });
  await tenaga.app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
} else {
  const server = await startBenchServer({ script: 'imports.bench.ts', name: 'imports', env: { JOB_POLL_MS: '100' } });
  const base = server.base;
  try {
    const run = Date.now().toString(36);
    const { headers } = await signUpCompany(base, 'bench-import');
    const post = async (url: string, body: unknown) => {
      const response = await fetch(`${base}/api/v2${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: unknown }).data;
    };
    const departments = ['Security', 'Cleaning', 'Facilities', 'Finance'];
    const jobTitles = ['Guard', 'Supervisor', 'Cleaner', 'Technician'];
    for (const name of departments) await post('/organisation/departments', { name });
    for (const name of jobTitles) await post('/organisation/job-titles', { name });
    await post('/contracts', {
      name: 'Changi Airport',
      locations: [{ name: 'Terminal 1' }, { name: 'Terminal 2' }, { name: 'Terminal 3' }],
    });

    const file = await employeeFile(ROWS, { run, departments, jobTitles });
    const body = { fileName: 'employees.xlsx', content: file.toString('base64') };

    const checkStarted = performance.now();
    const check = (await post('/employees/import/check', body)) as { valid: boolean; rows: number; problems: { message: string }[] };
    const checkMs = Math.round(performance.now() - checkStarted);
    if (!check.valid) throw new Error(`the bench file does not pass the check: ${JSON.stringify(check.problems.slice(0, 5))}`);

    const importStarted = performance.now();
    const { jobId } = (await post('/employees/import', body)) as { jobId: string };
    let job: { status: string; result: { outcome: string; created?: number } | null; errorKey: string | null };
    for (;;) {
      job = ((await (await fetch(`${base}/api/v2/jobs/${jobId}`, { headers })).json()) as { data: typeof job }).data;
      if (job.status === 'succeeded' || job.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const importMs = Math.round(performance.now() - importStarted);
    if (job.status !== 'succeeded' || job.result?.outcome !== 'imported') throw new Error(`import did not succeed: ${JSON.stringify(job)}`);
    console.log(
      JSON.stringify({
        bench: 'imports',
        database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        rows: ROWS,
        fileBytes: file.length,
        checkMs,
        importMs,
        totalMs: checkMs + importMs,
        created: job.result.created,
        budget: { totalMs: 20_000 },
      }),
    );
  } finally {
    server.close();
  }
}

/** NRIC check letters of the S series (the same as the test factories). */
function nric(sequence: number): string {
  const digits = String(sequence).padStart(7, '0').split('').map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * [2, 7, 6, 5, 4, 3, 2][index]!, 0);
  return `S${digits.join('')}${'JZIHGFEDCBA'[sum % 11]}`;
}

async function employeeFile(
  rows: number,
  names: { run: string; departments: readonly string[]; jobTitles: readonly string[] },
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employees');
  sheet.addRow([
    '[employmentNumber]',
    '[firstName]',
    '[lastName]',
    '[identificationType]',
    '[identificationNumber]',
    '[gender]',
    '[dateOfBirth]',
    '[nationality]',
    '[email]',
    '[phones]',
    '[hiringDate]',
    '[jobTitle]',
    '[department]',
    '[paymentMode]',
    '[bank]',
    '[accountNumber]',
    '[salary]',
    '[contract]',
    '[location]',
    '[deploymentFrom]',
  ]);
  const offset = Math.floor(Math.random() * 4_000_000);
  for (let index = 0; index < rows; index += 1) {
    sheet.addRow([
      `${names.run}-${String(index).padStart(5, '0')}`,
      ['Wei Ming', 'Aisyah', 'Arjun', 'Maria', 'Siti'][index % 5],
      ['Tan', 'Rahman', 'Pillai', 'Santos', 'Lim'][index % 5],
      'SG_NRIC',
      nric(offset + index),
      index % 2 ? 'male' : 'female',
      new Date(Date.UTC(1970 + (index % 35), index % 12, 1 + (index % 28))),
      'SG',
      `person${index}@${names.run}.example`,
      `+659${String(1_000_000 + index).slice(-7)}`,
      new Date(Date.UTC(2020 + (index % 5), index % 12, 1)),
      names.jobTitles[index % names.jobTitles.length],
      names.departments[index % names.departments.length],
      'Bank transfer',
      'SG_DBS',
      String(1_000_000_000 + index),
      (2500 + (index % 2000)).toFixed(2),
      'Changi Airport',
      `Terminal ${1 + (index % 3)}`,
      new Date(Date.UTC(2024, 0, 1)),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
