// Finds import cycles among the repository's TypeScript files (static imports and re-exports,
// type-only ones included: a cycle of types is still two files that cannot be understood apart;
// `import()` is left out, since a lazy load is how a router composes pages). `npm test` runs it
// with `--check` and fails on any cycle.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** The relative and workspace imports of one file's source, as written. */
export function importsOf(source) {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => match[1]);
}

/** The file an import names, or null when it is a library's or leads nowhere. */
function resolve(fromFile, specifier, exists) {
  let base;
  if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(fromFile), specifier);
  else {
    const workspace = /^@tenaga\/([^/]+)(\/.*)?$/.exec(specifier);
    if (!workspace) return null;
    base = `packages/${workspace[1]}/src${workspace[2] ?? '/index.ts'}`;
  }
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) if (exists(candidate)) return candidate;
  return null;
}

/**
 * Every cycle among these files ({ file: source }), each as the files of one strongly connected
 * part of the import graph (Tarjan), sorted.
 */
export function findImportCycles(sources) {
  const exists = (file) => Object.hasOwn(sources, file);
  const edges = new Map(
    Object.entries(sources).map(([file, source]) => [
      file,
      [...new Set(importsOf(source).map((specifier) => resolve(file, specifier, exists)))].filter(Boolean),
    ]),
  );
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file)) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
    }
    if (low.get(file) !== index.get(file)) return;
    const part = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    if (part.length > 1 || edges.get(file).includes(file)) cycles.push(part.sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The repository's own TypeScript files and their sources. */
export function repositorySources() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  return Object.fromEntries(files.map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]));
}

if (process.argv[1] === import.meta.filename) {
  const cycles = findImportCycles(repositorySources());
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' ↔ ')}`);
  if (cycles.length) process.exit(1);
  console.log('no import cycles');
}
