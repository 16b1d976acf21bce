import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import * as contracts from '@tenaga/contracts';
import { IMPORT_JOB_TYPES } from '@tenaga/contracts';
import { jobs } from '../../../db/schema/index.ts';
import type { RequestAuth } from '../../../plugins/authenticate.ts';
import { zodValidatorCompiler } from '../../../plugins/errors.ts';
import { defineModule } from '../../../platform/module.ts';
import { createCompany, createTestApp, createTestModules, type TestApp, type TestCompany } from '../../../testing/index.ts';
import { filesModule } from '../../files/index.ts';
import { importsModule, type Importer } from '../index.ts';
import { csvFile } from '../../../testing/import-files.ts';

let t: TestApp;
let company: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t);
});
afterAll(async () => {
  await t?.close();
});

/** An importer of client contracts as a module other than client-contracts might declare it: names only. */
const written: string[][] = [];
const namesImporter: Importer<string[]> = {
  kind: 'contracts',
  routes: {
    sample: contracts.getClientContractImportSample,
    check: contracts.checkClientContractImport,
    problems: contracts.getClientContractImportProblems,
    start: contracts.importClientContracts,
  },
  columns: [{ key: 'name', required: true }],
  columnLabel: () => 'Name',
  async checkRows(_context, rows) {
    const problems = rows
      .filter((row) => row.values.name === 'bad')
      .map((row) => ({ row: row.number, column: 'name', code: 'reCheckCellDataMsg' as const, key: 'imports:problems.reCheckCell' }));
    return { problems, prepared: rows.map((row) => row.values.name ?? '') };
  },
  async write({ prepared }) {
    written.push(prepared);
    return { created: prepared.length };
  },
  sample: async () => ({
    dataSheet: { name: 'Names', columns: [], example: [], rows: 10 },
    codesSheet: { name: 'Codes', header: [], rows: [], widths: [] },
  }),
};
const namesModule = defineModule({ name: 'names', importers: [namesImporter] });

const authOf = (): RequestAuth => ({
  sessionId: 'session',
  companyId: company.companyId,
  userId: company.admin.user.userId,
  roleId: null,
  roleVersion: null,
  employeeId: null,
  impersonatorUserId: null,
  deviceId: null,
  language: 'en',
  loginAt: t.clock.now(),
});

describe('the importers registry', () => {
  it('finds an importer a module declared by its kind: its calls are bound, its job is declared, its rows are checked', async () => {
    const modules = await createTestModules(t, [filesModule, importsModule, namesModule]);
    expect(modules.registry('importers')).toEqual([namesImporter]);
    expect(modules.registry('jobs').map((job) => job.type)).toEqual([IMPORT_JOB_TYPES.contracts]);

    const app = Fastify();
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const bound: string[] = [];
    app.addHook('onRoute', (route) => {
      if (route.method !== 'HEAD') bound.push(`${String(route.method)} ${route.url}`);
    });
    importsModule.routes!(app, modules);
    await app.ready();
    expect(bound).toEqual([
      'GET /api/v2/contracts/import/sample',
      'POST /api/v2/contracts/import/check',
      'POST /api/v2/contracts/import/problems',
      'POST /api/v2/contracts/import',
    ]);
    await app.close();

    const check = await modules.service('imports').check(authOf(), 'contracts', csvFile([['name'], ['Harbour'], ['bad']]));
    expect(check).toMatchObject({ valid: false, rows: 2, problemCount: 1, problems: [{ row: 3, column: 'name', columnLabel: 'Name' }] });
  });

  it('its import job writes what the importer prepared, and answers the result the API shows', async () => {
    const modules = await createTestModules(t, [filesModule, importsModule, namesModule]);
    const { jobId } = await modules.service('imports').start(
      authOf(),
      { ...authOf(), ip: null },
      {
        kind: 'contracts',
        body: csvFile([['name'], ['Harbour'], ['Changi']]),
      },
    );
    const job = modules.registry('jobs')[0]!;
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    const result = await job.run({
      jobId,
      companyId: company.companyId,
      payload: row!.payload as never,
      attempt: 1,
      tenant: t.tenant,
      progress: async () => undefined,
    });
    expect(result).toEqual({ outcome: 'imported', kind: 'contracts', created: 2, locations: 0, skippedRows: 0, problemsFile: null });
    expect(written).toContainEqual(['Harbour', 'Changi']);
  });

  it('refuses two importers of one kind', async () => {
    const modules = await createTestModules(t, [filesModule, importsModule, namesModule, { ...namesModule, name: 'more-names' }]);
    expect(() => modules.service('imports')).toThrow("Two importers of 'contracts'");
  });
});
