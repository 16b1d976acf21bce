import { describe, expect, it } from 'vitest';

// The package is typed without Node (it must run in a browser), so the test reaches the file
// system through an untyped dynamic import of its own.
interface FileSystem {
  readdirSync(path: string, options: { withFileTypes: true }): { name: string; isDirectory(): boolean }[];
  readFileSync(path: string, encoding: 'utf8'): string;
}
const fs = (await import(/* @vite-ignore */ ['node', 'fs'].join(':'))) as FileSystem;
const here = decodeURIComponent((import.meta as unknown as { url: string }).url.replace(/^file:\/\//, ''));
const src = here.replace(/core\/__tests__\/[^/]+$/, '');

/** Every source file of the package (tests and test helpers excluded), relative to src/. */
function sources(dir = ''): string[] {
  return fs.readdirSync(`${src}${dir}`, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'testing' ? [] : sources(`${path}/`);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Code in comments is not code: strip them before looking for forbidden calls. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

// Calendar parsing reads the digits of 'YYYY-MM' and checks a date with Date.UTC (no clock, no money).
const CALENDAR = 'core/period.ts';

describe('the payroll package stays pure and exact', () => {
  const files = sources();

  it('finds the sources', () => expect(files.length).toBeGreaterThan(60));

  // The domain's country reference is data (the currencies and their digits), as pure as this package.
  it('depends on decimal.js and the domain package only', () => {
    const manifest = JSON.parse(fs.readFileSync(`${src}../package.json`, 'utf8')) as { dependencies?: Record<string, string> };
    expect(Object.keys(manifest.dependencies ?? {})).toEqual(['@tenaga/domain', 'decimal.js']);
  });

  it.each(files)('%s: no float maths on numbers, no clock, environment or I/O', (file) => {
    const text = code(fs.readFileSync(`${src}${file}`, 'utf8'));
    expect(text).not.toMatch(
      /\bMath\.|parseFloat|parseInt|\.toFixed\(\s*\d|Date\.now|process\.|globalThis|\bfetch\(|localStorage|console\./,
    );
    if (file !== CALENDAR) expect(text).not.toMatch(/\bNumber\(|new Date\(|Date\.UTC/);
    for (const [, from] of text.matchAll(/^(?:import|export)\s[^;=]*?\sfrom\s+'([^']+)';/gm)) {
      expect(from === 'decimal.js' || from === '@tenaga/domain/countries' || from!.startsWith('.'), `${file} imports ${from}`).toBe(true);
    }
  });
});
