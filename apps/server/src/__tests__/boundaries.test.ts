import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The architecture's rules for the server's files, checked on the source itself: a module is
 * reached only through its index.ts (its public face), and no file imports itself back, however
 * indirectly (type imports included: a cycle of types is a cycle of design).
 */
const SOURCE = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(SOURCE, 'modules');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?'(\.[^']+)'/g;

/** Each file's relative imports, resolved to files. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => [
      file,
      [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => path.resolve(path.dirname(file), match[1]!)),
    ]),
  );
}

/** The module folder a file belongs to ('employees'), or null outside modules/. */
function moduleOf(file: string): string | null {
  const relative = path.relative(MODULES, file);
  return relative.startsWith('..') || !relative.includes(path.sep) ? null : relative.split(path.sep)[0]!;
}

/** Files that reach back to themselves through their imports, each cycle once, as paths from src. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(SOURCE, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

/** Imports into a module other than through its index.ts (a module's own tests may open it). */
function backDoors(graph: ReadonlyMap<string, readonly string[]>): string[] {
  return [...graph].flatMap(([file, imports]) =>
    imports
      .filter((target) => {
        const owner = moduleOf(target);
        if (!owner || path.basename(target) === 'index.ts') return false;
        return moduleOf(file) !== owner;
      })
      .map((target) => `${path.relative(SOURCE, file)} → ${path.relative(SOURCE, target)}`),
  );
}

describe('the server’s boundaries', () => {
  const graph = importGraph(sourceFiles(SOURCE));

  it('has no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('reaches a module only through its index.ts', () => {
    expect(backDoors(graph)).toEqual([]);
  });

  it('would notice a planted violation of either rule', () => {
    const a = path.join(MODULES, 'a', 'a.service.ts');
    const aIndex = path.join(MODULES, 'a', 'index.ts');
    const b = path.join(MODULES, 'b', 'b.service.ts');
    const planted = new Map([
      [a, [b]],
      [aIndex, [a]],
      [b, [aIndex]],
    ]);
    expect(backDoors(planted)).toEqual([`modules/a/a.service.ts → modules/b/b.service.ts`]);
    expect(cycles(planted)).toEqual([['modules/a/a.service.ts', 'modules/b/b.service.ts', 'modules/a/index.ts', 'modules/a/a.service.ts']]);
  });
});
