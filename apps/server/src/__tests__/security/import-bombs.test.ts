import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { IMPORT_LIMITS, type ImportFileBody } from '@tenaga/contracts';
import { employees } from '../../db/schema/index.ts';
import { createCompany, createTestApp, type TestApp, type TestCompany } from '../../testing/index.ts';
import { csvFile, EMPLOYEE_HEADER, employeeRow, rawFile, xlsxFile } from '../../testing/import-files.ts';
import { xlsxHiding, xlsxOf, zipOf } from '../../testing/zip-bombs.ts';

/**
 * Issue 11 item 5: a small upload that unpacks to gigabytes is refused (422, the limit named) before
 * it is parsed, quickly and without the server's memory, and a long reading runs off the request
 * thread while every other company is served.
 */
let t: TestApp;
let company: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t);
});
afterAll(async () => {
  await t?.close();
});

const xlsx = (content: Buffer): ImportFileBody => rawFile('employees.xlsx', content);
const MB = 1 << 20;
/** One inline-string cell of `mb` MB of 'a', packed to about 1 kB per MB. */
const hugeCell = (mb: number) => [
  { text: '<row r="1"><c r="A1" t="inlineStr"><is><t>' },
  { text: 'a'.repeat(MB), times: mb },
  { text: '</t></is></c></row>' },
];

/** The check call's refusal, with how long it took and how far the process's memory rose meanwhile. */
async function refusal(body: ImportFileBody) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = Date.now();
  try {
    const error = await company.admin.api.fail(contracts.checkEmployeeImport, { body }, 422);
    return { error, ms: Date.now() - started, grewMb: (peak - before) / MB };
  } finally {
    clearInterval(sampler);
  }
}

describe('uploads that unpack to far more than they weigh', () => {
  it('refuses a 400 kB workbook holding one 400-million-character cell, naming the unpacked size limit', async () => {
    const body = xlsx(xlsxOf({ rows: hugeCell(400) }));
    expect(Buffer.from(body.content, 'base64').length).toBeLessThan(500_000);
    const { error, ms, grewMb } = await refusal(body);
    expect(error).toMatchObject({ code: 'IMPORT_UNPACKED_TOO_LARGE', message: [expect.stringContaining('50 MB')] });
    expect(ms).toBeLessThan(5_000);
    expect(grewMb).toBeLessThan(300);
  });

  it('refuses it too when the zip lies about the sizes of its parts (counted while inflating)', async () => {
    const { error, grewMb } = await refusal(xlsx(xlsxOf({ rows: hugeCell(400), declaredSize: 1_000 })));
    expect(error.code).toBe('IMPORT_UNPACKED_TOO_LARGE');
    expect(grewMb).toBeLessThan(300);
  });

  it('refuses 50 million shared strings in a 2 MB file, and over a million in a small one, naming the limit', async () => {
    const strings = (times: number) => [{ text: '<si><t>a</t></si>'.repeat(10_000), times }];
    expect((await refusal(xlsx(xlsxOf({ rows: [], sharedStrings: strings(5_000) })))).error.code).toBe('IMPORT_UNPACKED_TOO_LARGE');
    const { error } = await refusal(xlsx(xlsxOf({ rows: [], sharedStrings: strings(110) })));
    expect(error).toMatchObject({ code: 'IMPORT_TOO_MANY_STRINGS', message: [expect.stringContaining('1,000,000')] });
  });

  it('refuses a cell longer than Excel allows, naming the cell, in xlsx and in CSV', async () => {
    const long = 'x'.repeat(IMPORT_LIMITS.maxCellLength + 1);
    const row = employeeRow().map(String);
    const inXlsx = await refusal(await xlsxFile([EMPLOYEE_HEADER, [row[0]!, long]]));
    expect(inXlsx.error).toMatchObject({ code: 'IMPORT_CELL_TOO_LONG', message: [expect.stringMatching(/B2.*32,767/)] });
    const inCsv = await refusal(csvFile([EMPLOYEE_HEADER, [row[0]!, long]]));
    expect(inCsv.error).toMatchObject({ code: 'IMPORT_CELL_TOO_LONG', message: [expect.stringMatching(/B2.*32,767/)] });
  });

  it('refuses too many columns and too many rows, naming the limit in the caller’s language', async () => {
    const wide = Array.from({ length: IMPORT_LIMITS.maxColumns + 1 }, (_, index) => `c${index}`);
    expect((await refusal(csvFile([wide, wide]))).error).toMatchObject({
      code: 'IMPORT_TOO_MANY_COLUMNS',
      message: [expect.stringContaining('200')],
    });
    const tall = csvFile([EMPLOYEE_HEADER, ...Array.from({ length: IMPORT_LIMITS.maxRows.employees + 1 }, () => ['x'])]);
    const indonesian = await createCompany(t);
    await indonesian.admin.api.ok(contracts.updateMyRegionLanguage, { body: { language: 'id' } });
    const error = await indonesian.admin.api.fail(contracts.checkEmployeeImport, { body: tall }, 422);
    expect(error).toMatchObject({ code: 'IMPORT_TOO_MANY_ROWS', message: [expect.stringContaining('5,000 baris')] });
  });

  it('an import job of such a file names the limit as its problem and writes nothing', async () => {
    const { jobId } = await company.admin.api.ok(contracts.importEmployees, { body: xlsx(xlsxOf({ rows: hugeCell(400) })) });
    await t.jobs.drain();
    const job = await company.admin.api.ok(contracts.getJob, { params: { id: jobId } });
    expect(job.result).toMatchObject({
      outcome: 'rejected',
      check: { valid: false, problems: [{ code: 'notValidFileMsg', message: expect.stringContaining('50 MB') }] },
    });
    const [written] = await t.db.select({ value: count() }).from(employees).where(eq(employees.companyId, company.companyId));
    expect(written?.value).toBe(0);
  });
});

describe('parts the zip directory does not list', () => {
  const bombs = {
    'shared strings': {
      name: 'xl/sharedStrings.xml',
      pieces: [{ text: '<sst>' }, { text: '<si><t>a</t></si>'.repeat(10_000), times: 5_000 }],
    },
    'sheet cell': {
      name: 'xl/worksheets/sheet1.xml',
      pieces: [{ text: '<worksheet><sheetData>' }, ...hugeCell(400), { text: '</sheetData></worksheet>' }],
    },
  };

  it.each(Object.entries(bombs))(
    'refuses a workbook hiding %s in an unlisted local entry, quickly and in little memory',
    async (_, bomb) => {
      const { error, ms, grewMb } = await refusal(xlsx(xlsxHiding(bomb)));
      expect(error).toMatchObject({ code: 'IMPORT_WORKBOOK_MALFORMED', message: [expect.stringContaining('.xlsx')] });
      expect(ms).toBeLessThan(5_000);
      expect(grewMb).toBeLessThan(300);
    },
  );

  it('refuses bytes between listed parts, and a part listed twice', async () => {
    // Four bytes before the directory, which the end record then says starts four bytes later.
    const workbook = xlsxOf({ rows: [] });
    const end = workbook.subarray(-22);
    const directoryStart = end.readUInt32LE(16);
    const gap = Buffer.concat([workbook.subarray(0, directoryStart), Buffer.from('junk'), workbook.subarray(directoryStart)]);
    gap.writeUInt32LE(directoryStart + 4, gap.length - 22 + 16);
    expect((await refusal(xlsx(gap))).error.code).toBe('IMPORT_WORKBOOK_MALFORMED');
    const part = { name: 'xl/worksheets/sheet1.xml', pieces: [{ text: '<worksheet/>' }] };
    expect((await refusal(xlsx(zipOf([part, part])))).error.code).toBe('IMPORT_WORKBOOK_MALFORMED');
  });
});

describe('reading an upload off the request thread', () => {
  it('answers another company promptly while a long reading runs', async () => {
    const other = await createCompany(t);
    // A CSV of one 4.9-million-character cell: a second or more of parsing before the cell is refused.
    const heavy = rawFile('employees.csv', `a,b\r\n${'x'.repeat(4_900_000)}`);
    const started = Date.now();
    const check = company.admin.api.fail(contracts.checkEmployeeImport, { body: heavy }, 422);
    let done = false;
    void check.finally(() => (done = true));
    const latencies: number[] = [];
    await new Promise((resume) => setTimeout(resume, 200));
    while (!done && latencies.length < 50) {
      const asked = Date.now();
      await other.admin.api.ok(contracts.getMe);
      latencies.push(Date.now() - asked);
      await new Promise((resume) => setTimeout(resume, 20));
    }
    expect((await check).code).toBe('IMPORT_CELL_TOO_LONG');
    const reading = Date.now() - started;
    // The reading lasted long enough for several calls to be answered during it (its length in
    // milliseconds depends on the machine, so it is not asserted).
    expect(latencies.length).toBeGreaterThan(2);
    // Parsed on the request thread, the first of them waits for the whole reading.
    expect(Math.max(...latencies)).toBeLessThan(reading / 3);
  });
});
