// The import budget (issue 4): a file of 5,000 employees checked (POST employees/import/check) and
// imported (POST employees/import, a job followed until it ends) in under 20 s together on
// PostgreSQL. Every row is valid and names a department, a job title and a contract location, so
// every rule and lookup runs. The server runs in a child process; set DATABASE_URL to measure PostgreSQL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5_000);

if (process.argv.includes('--serve')) {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadEnv } = await import('../apps/server/src/config/env.ts');
  const tenaga = await buildApp({ env: loadEnv(), rateLimits: false, startJobs: true });
  await tenaga.app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
} else {
  const root = path.resolve(import.meta.dirname, '..');
  const port = 3690 + Math.floor(Math.random() * 100);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenaga-bench-imports-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/imports.bench.ts'), '--serve'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      JOB_POLL_MS: '100',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    while (
      !(await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null) throw new Error('server exited');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const run = Date.now().toString(36);
    const domain = `bench-import-${run}`;
    const signedUp = await fetch(`${base}/api/v2/companies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        companyName: 'Bench Import Pte. Ltd.',
        domain,
        countryCode: 'SG',
        firstName: 'Bea',
        lastName: 'Bench',
        email: `bea@${domain}.example`,
        username: 'bea',
        password: 'bench-pass',
      }),
    });
    const { data } = (await signedUp.json()) as { data: { token: string } };
    const headers = { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' };
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
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
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
