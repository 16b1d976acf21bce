import { randomUUID } from 'node:crypto';
import {
  CLOCK_LIMITS,
  DEVICE_IMPORT_LIMITS,
  IMPORT_LIMIT_ERRORS,
  type DeviceImportBody,
  type DeviceImportCheck,
  type Language,
} from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import { readSheetOffThread } from '../imports/index.ts';
import { deviceInstant, readDeviceRows, type DeviceColumn, type DeviceProblem } from './attendance.device-file.ts';
import { assertPeriodsOpen } from './attendance.periods.ts';
import * as repo from './attendance.repository.ts';

type Body = Required<Pick<DeviceImportBody, 'fileName' | 'content'>> & { siteId: string | null; dateOrder: 'dmy' | 'mdy' };

interface NewPunch {
  readonly employeeId: string;
  readonly action: 'in' | 'out';
  readonly at: number;
  readonly timezone: string;
  readonly siteId: string | null;
}

interface Analysis {
  readonly rows: number;
  readonly punches: readonly NewPunch[];
  readonly duplicates: number;
  readonly problems: readonly (DeviceProblem | { row: null; column: null; errorKey: string; values?: Record<string, string> })[];
}

const SAMPLE = [
  'AC-No.,No.,Name,Time,State,New State,Exception,Operation',
  '1001,,Andi Pratama,2026/03/02 08:55,C/In,,OK,',
  '1001,,Andi Pratama,2026/03/02 18:02,C/Out,,OK,',
  '1002,,Siti Rahma,2026/03/02 21:58,C/In,,OK,',
  '1002,,Siti Rahma,2026/03/03 06:05,C/Out,,OK,',
  '',
].join('\r\n');

/** The idempotency key of a device's punch: the same employee, instant and action is one punch. */
const deviceKey = (punch: Pick<NewPunch, 'at' | 'action'>) => `device:${punch.at}:${punch.action}`;

/**
 * Device imports: a terminal's attendance log read (in a worker, within the imports' limits),
 * matched by biometric number, timed in the chosen site's zone (else each employee's site's, else
 * the company's), checked, then stored with source 'device' in one transaction with its audit entry.
 */
export function createDeviceImport(deps: { tenant: TenantRunner; clock: Clock; translate: Translate }) {
  const { tenant, clock } = deps;

  async function analyse(tx: Transaction, companyId: string, body: Body): Promise<Analysis> {
    const reading = await readSheetOffThread(
      { fileName: body.fileName, content: Buffer.from(body.content, 'base64') },
      { maxRows: DEVICE_IMPORT_LIMITS.maxRows + 1, companyId },
    );
    if (!reading.ok) {
      const problem =
        'limit' in reading
          ? { row: null, column: null, errorKey: `errors:${IMPORT_LIMIT_ERRORS[reading.limit]}` }
          : { row: null, column: null, errorKey: reading.key };
      return { rows: 0, punches: [], duplicates: 0, problems: [problem] };
    }
    const sheet = reading.rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
    if (sheet.length > DEVICE_IMPORT_LIMITS.maxRows + 1)
      return {
        rows: sheet.length - 1,
        punches: [],
        duplicates: 0,
        problems: [{ row: null, column: null, errorKey: 'errors:IMPORT_TOO_MANY_ROWS' }],
      };
    const read = readDeviceRows(sheet, { order: body.dateOrder });
    const problems: DeviceProblem[] = [...read.problems];

    const companyTimezone = await repo.companyTimezone(tx, companyId);
    const site = body.siteId ? await repo.findSite(tx, companyId, body.siteId) : null;
    if (body.siteId && !site) throw notFound();
    const numbers = [...new Set(read.punches.map((punch) => punch.biometricNumber))];
    const people = new Map<string, { id: string; siteId: string | null; siteTimezone: string | null }[]>();
    for (const person of await repo.employeesByBiometricNumber(tx, companyId, numbers))
      people.set(person.biometricNumber!, [...(people.get(person.biometricNumber!) ?? []), person]);

    const now = clock.now().getTime();
    const candidates: NewPunch[] = [];
    for (const punch of read.punches) {
      const matches = people.get(punch.biometricNumber) ?? [];
      const problemAt = (column: DeviceColumn, key: string, values?: Record<string, string>) =>
        problems.push({ row: punch.row, column, key, ...(values ? { values } : {}) });
      if (matches.length === 0) {
        problemAt('biometricNumber', 'deviceImport.problems.biometricUnknown', { value: punch.biometricNumber });
        continue;
      }
      if (matches.length > 1) {
        problemAt('biometricNumber', 'deviceImport.problems.biometricShared', { value: punch.biometricNumber });
        continue;
      }
      const person = matches[0]!;
      const timezone = site ? (site.timezone ?? companyTimezone) : (person.siteTimezone ?? companyTimezone);
      const at = deviceInstant(punch, timezone);
      if (at > now + CLOCK_LIMITS.futureToleranceMs) {
        problemAt('time', 'deviceImport.problems.future');
        continue;
      }
      candidates.push({ employeeId: person.id, action: punch.action, at, timezone, siteId: site ? site.id : person.siteId });
    }

    // Duplicates: twice in the file, or there already whatever its source.
    const seen = new Set<string>();
    if (candidates.length > 0) {
      const instants = candidates.map((punch) => punch.at);
      const existing = await repo.punchKeysBetween(tx, companyId, {
        employeeIds: [...new Set(candidates.map((punch) => punch.employeeId))],
        since: new Date(Math.min(...instants)),
        until: new Date(Math.max(...instants)),
      });
      for (const row of existing) seen.add(`${row.employeeId}:${row.at.getTime()}:${row.action}`);
    }
    const punches: NewPunch[] = [];
    let duplicates = 0;
    for (const punch of candidates) {
      const key = `${punch.employeeId}:${punch.at}:${punch.action}`;
      if (seen.has(key)) duplicates += 1;
      else {
        seen.add(key);
        punches.push(punch);
      }
    }
    const columns: readonly (DeviceColumn | null)[] = [null, 'biometricNumber', 'time', 'state'];
    problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0) || columns.indexOf(a.column) - columns.indexOf(b.column));
    return { rows: read.rows, punches, duplicates, problems };
  }

  const describe = (analysis: Analysis, language: Language): DeviceImportCheck => ({
    rows: analysis.rows,
    punches: analysis.punches.length,
    duplicates: analysis.duplicates,
    problemCount: analysis.problems.length,
    problems: analysis.problems.slice(0, DEVICE_IMPORT_LIMITS.listedProblems).map((problem) => ({
      row: problem.row,
      column: problem.column,
      message:
        'errorKey' in problem
          ? deps.translate(language, problem.errorKey, problem.values)
          : deps.translate(language, `attendanceResolve:${problem.key}`, problem.values),
    })),
  });

  return {
    check: (auth: RequestAuth, body: Body, language: Language): Promise<DeviceImportCheck> =>
      tenant(auth.companyId, async (tx) => describe(await analyse(tx, auth.companyId, body), language)),

    run: (auth: RequestAuth, actor: Actor, body: Body): Promise<{ imported: number; duplicates: number }> =>
      tenant(auth.companyId, async (tx) => {
        const analysis = await analyse(tx, auth.companyId, body);
        if (analysis.problems.length > 0) throw new AppError('DEVICE_IMPORT_INVALID');
        await assertPeriodsOpen(
          tx,
          auth.companyId,
          analysis.punches.map((punch) => calendarDate(new Date(punch.at), punch.timezone)),
        );
        const createdAt = clock.now();
        const imported = await repo.insertEvents(
          tx,
          analysis.punches.map((punch) => ({
            companyId: auth.companyId,
            employeeId: punch.employeeId,
            action: punch.action,
            at: new Date(punch.at),
            timezone: punch.timezone,
            siteId: punch.siteId,
            source: 'device',
            idempotencyKey: deviceKey(punch),
            createdBy: auth.userId,
            createdAt,
          })),
        );
        // Another import of the same file at the same moment: what it stored first counts as a duplicate here.
        const duplicates = analysis.duplicates + (analysis.punches.length - imported);
        await writeAudit(tx, actor, {
          entity: 'attendanceDeviceImport',
          entityId: randomUUID(),
          action: 'import',
          subject: body.fileName,
          after: { fileName: body.fileName, siteId: body.siteId, rows: analysis.rows, imported, duplicates },
        });
        return { imported, duplicates };
      }),

    sample: () => ({ name: 'device-attendance-log.csv', contentType: 'text/csv; charset=utf-8', content: Buffer.from(SAMPLE, 'utf8') }),
  };
}

export type DeviceImport = ReturnType<typeof createDeviceImport>;
