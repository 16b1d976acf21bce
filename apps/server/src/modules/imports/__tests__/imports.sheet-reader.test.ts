import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { xlsxFile } from '../../../testing/import-files.ts';
import { inOwnTempDir } from '../imports.sheet-reader.ts';
import { run } from '../imports.sheet-worker.ts';

describe('the temporary copies of an uploaded workbook', () => {
  const tmpdirBefore = process.env.TMPDIR;
  afterEach(() => {
    if (tmpdirBefore === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdirBefore;
  });

  it('go to the reading’s own folder (ExcelJS keeps a sheet read only to its first sheet there)', async () => {
    const upload = await xlsxFile([
      ['Name', 'Number'],
      ['Ann', '1'],
    ]);
    await inOwnTempDir(async (tempDir) => {
      const reading = await run({ fileName: 'people.xlsx', content: Buffer.from(upload.content, 'base64'), maxRows: 10, tempDir });
      expect(reading).toMatchObject({ ok: true, rows: [{ cells: ['Name', 'Number'] }, { cells: ['Ann', '1'] }] });
      expect(readdirSync(tempDir)).not.toEqual([]);
    });
  });

  it('are removed with the folder when the work ends or fails', async () => {
    let kept = '';
    await inOwnTempDir(async (dir) => {
      kept = dir;
      await writeFile(path.join(dir, 'sheet.xml'), '<rows/>');
    });
    expect(existsSync(kept)).toBe(false);
    await expect(
      inOwnTempDir(async (dir) => {
        kept = dir;
        await writeFile(path.join(dir, 'sheet.xml'), '<rows/>');
        throw new Error('the worker ran out of time');
      }),
    ).rejects.toThrow('out of time');
    expect(existsSync(kept)).toBe(false);
  });
});
