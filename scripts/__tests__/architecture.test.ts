import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { findImportCycles, repositorySources } from '../import-cycles.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages the linter gives a file at `file` holding `code`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'architecture/boundaries').map((message) => message.message);
}

describe('the import boundaries (a violation planted in each zone fails the linter)', () => {
  const planted: [zone: string, file: string, code: string, message: RegExp][] = [
    [
      'a feature importing another feature',
      'apps/web/src/features/home/planted.ts',
      "export { pages } from '../employees/pages.ts';",
      /Features do not import features \(home → employees\)/,
    ],
    [
      'a feature importing app/',
      'apps/web/src/features/home/planted.ts',
      "export { PAGES } from '../../app/pages.ts';",
      /Nothing under features\/, components\/ or lib\/ imports app\//,
    ],
    ['a shared widget importing app/', 'apps/web/src/components/planted.ts', "import '../app/pages.ts';", /imports app\//],
    [
      'lib/ importing a feature',
      'apps/web/src/lib/planted.ts',
      "export { pages } from '../features/home/pages.ts';",
      /Shared widgets and lib\/ do not import features/,
    ],
    [
      'a lazy import across features',
      'apps/web/src/features/home/planted.ts',
      "export const page = () => import('../users/pages.ts');",
      /Features do not import features/,
    ],
    [
      'a server module reaching into another',
      'apps/server/src/modules/users/planted.ts',
      "export * from '../employees/employees.rules.ts';",
      /reached only through its public face: import from modules\/employees\/index.ts/,
    ],
    [
      'the seed reaching into a module',
      'apps/server/src/db/seed/planted.ts',
      "export * from '../../modules/auth/auth.rules.ts';",
      /public face: import from modules\/auth\/index.ts/,
    ],
    [
      'a plugin importing a module',
      'apps/server/src/plugins/planted.ts',
      "import '../modules/auth/index.ts';",
      /lib\/ and plugins\/ are below the modules/,
    ],
    [
      'a package importing an app',
      'packages/domain/src/planted.ts',
      "import '../../../apps/server/src/app.ts';",
      /Packages never import apps/,
    ],
    ['payroll importing contracts', 'packages/payroll/src/planted.ts', "import '@tenaga/contracts';", /do not import it/],
    [
      'the web importing the server',
      'apps/web/src/lib/planted.ts',
      "import '../../../server/src/app.ts';",
      /An app does not import another app/,
    ],
  ];

  it.each(planted)('refuses %s', async (_zone, file, code, message) => {
    expect(await boundaryErrors(file, code)).toEqual([expect.stringMatching(message)]);
  });

  it('allows what the architecture allows', async () => {
    expect(await boundaryErrors('apps/web/src/app/planted.ts', "export { pages } from '../features/home/pages.ts';")).toEqual([]);
    expect(await boundaryErrors('apps/web/src/features/home/planted.ts', "import '../../components/page/page.tsx';")).toEqual([]);
    expect(await boundaryErrors('apps/server/src/modules/users/planted.ts', "import '../employees/index.ts';")).toEqual([]);
    expect(await boundaryErrors('apps/server/src/modules/users/planted.ts', "import './users.rules.ts';")).toEqual([]);
    expect(await boundaryErrors('packages/contracts/src/planted.ts', "import '@tenaga/domain';")).toEqual([]);
  });
});

describe('data access in features (a hand-written key or a cache reached around the contracts fails the linter)', () => {
  const messages = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src/features/home/planted.ts') });
    return (result?.messages ?? []).map((message) => message.message);
  };

  it('refuses a query key written by hand', async () => {
    expect(
      await messages(
        "import { queryOptions } from '@tanstack/react-query';\nexport const q = queryOptions({ queryKey: ['employees'], queryFn: async () => 1 });",
      ),
    ).toEqual([expect.stringMatching(/Query keys come from contractKey/)]);
  });

  it('refuses the query client itself', async () => {
    expect(await messages("import { useQueryClient } from '@tanstack/react-query';\nexport const use = () => useQueryClient();")).toEqual([
      expect.stringMatching(/useQueryClient.*is restricted/),
    ]);
  });
});

describe('import cycles', () => {
  it('the repository has none', () => {
    expect(findImportCycles(repositorySources())).toEqual([]);
  });

  it('are found, type-only imports and re-exports included, lazy imports left out', () => {
    const sources = {
      'a.ts': "import { b } from './b.ts';",
      'b.ts': "import type { C } from './c.ts';",
      'c.ts': "export { a } from './a.ts';",
      'd.ts': "export const load = () => import('./e.ts');",
      'e.ts': "import './d.ts';",
      'f.ts': "import './f.ts';",
    };
    expect(findImportCycles(sources)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['f.ts']]);
  });
});
