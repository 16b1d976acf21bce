import { describe, expect, it } from 'vitest';

/** A golden case as written in the reference files: `{ id, fn, args, expected, source }`. */
export interface GoldenCase {
  readonly id: string;
  readonly fn: string; // 'sg.cpf'
  readonly args: Record<string, unknown>;
  readonly expected: Record<string, unknown>;
  readonly provenance?: string;
  readonly source: string;
}

type AnyFunction = (args: never) => unknown;

function readPath(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

/**
 * Runs each case against the country's namespace and checks every expected field (dotted paths
 * name nested fields). Fields a case does not list are not checked, as the case format says.
 */
export function describeGoldenCases(title: string, cases: readonly GoldenCase[], api: Record<string, unknown>): void {
  describe(title, () => {
    it('has cases', () => expect(cases.length).toBeGreaterThan(0));
    for (const testCase of cases) {
      it(`${testCase.id} ${testCase.fn}`, () => {
        const name = testCase.fn.split('.').slice(1).join('.');
        const fn = api[name] as AnyFunction | undefined;
        expect(fn, `function ${testCase.fn}`).toBeTypeOf('function');
        const result = fn!(testCase.args as never);
        for (const [path, expected] of Object.entries(testCase.expected)) {
          expect(readPath(result, path), `${testCase.id} ${path}`).toEqual(expected);
        }
      });
    }
  });
}
