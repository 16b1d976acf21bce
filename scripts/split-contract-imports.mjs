// Points the web's imports of '@tenaga/contracts' at the files that define each name
// ('@tenaga/contracts/modules/auth.contracts'), so a page's chunk holds the contracts it calls
// instead of every contract (the bundler assigns whole files to chunks, and the barrel reaches all).
// Run: node scripts/split-contract-imports.mjs [files...] (default: every file under apps/web/src).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONTRACTS = path.join(ROOT, 'packages/contracts/src');
const BARREL = '@tenaga/contracts';

/** Each exported name of the barrel → the file under packages/contracts/src that declares it. */
function exportHomes() {
  const program = ts.createProgram([path.join(CONTRACTS, 'index.ts')], {
    allowImportingTsExtensions: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const barrel = checker.getSymbolAtLocation(program.getSourceFile(path.join(CONTRACTS, 'index.ts')));
  const homes = new Map();
  for (const symbol of checker.getExportsOfModule(barrel)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const file = target.declarations?.[0]?.getSourceFile().fileName;
    if (file) homes.set(symbol.name, path.relative(CONTRACTS, file).replace(/\.ts$/, ''));
  }
  return homes;
}

function webFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return webFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const homes = exportHomes();
const files = process.argv.length > 2 ? process.argv.slice(2).map((file) => path.resolve(file)) : webFiles(path.join(ROOT, 'apps/web/src'));
let changed = 0;
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edits = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.moduleSpecifier.text !== BARREL) continue;
    const clause = statement.importClause;
    const named = clause?.namedBindings;
    // Types cost nothing at run time; a namespace import is rewritten by hand.
    if (!clause || clause.isTypeOnly || !named || !ts.isNamedImports(named)) continue;
    const byHome = new Map();
    for (const element of named.elements) {
      const name = (element.propertyName ?? element.name).text;
      const home = homes.get(name);
      if (!home) throw new Error(`${file}: ${name} is not exported by ${BARREL}`);
      byHome.set(home, [...(byHome.get(home) ?? []), element.getText(source)]);
    }
    const lines = [...byHome.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([home, names]) =>
        // A file whose names are all types is not loaded at run time.
        names.every((name) => name.startsWith('type '))
          ? `import type { ${names.map((name) => name.slice('type '.length)).join(', ')} } from '${BARREL}/${home}';`
          : `import { ${names.join(', ')} } from '${BARREL}/${home}';`,
      );
    edits.push({ start: statement.getStart(source), end: statement.getEnd(), text: lines.join('\n') });
  }
  if (edits.length === 0) continue;
  let next = text;
  for (const edit of edits.reverse()) next = next.slice(0, edit.start) + edit.text + next.slice(edit.end);
  fs.writeFileSync(file, next);
  changed += 1;
}
console.log(`${changed} files now import the contract files they use`);
