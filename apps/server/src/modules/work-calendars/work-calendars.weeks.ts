import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  CreateWeekAssignmentBody,
  TableRequest,
  UpdateWorkingWeekBody,
  WeekAssignmentRow,
  WeekAssignmentScope,
  WorkingWeekBody,
  WorkingWeekItem,
  WorkingWeeks,
} from '@tenaga/contracts';
import {
  MALAYSIAN_STATES,
  STANDARD_WORKING_WEEKS,
  standardWorkingWeeksFor,
  type StandardWorkingWeekName,
  type WorkingWeek,
} from '@tenaga/domain';
import type { LanguageCode } from '@tenaga/i18n';
import { workingWeekAssignments, workingWeeks } from '../../db/schema/index.ts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import type { Translate } from '../../lib/i18n.ts';
import { guardUniqueName, tidyName } from '../../lib/unique-name.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ClientContractsService } from '../client-contracts/index.ts';
import { companyProfile, companyToday } from '../companies/index.ts';
import { employeeExists, employeeNames } from '../employees/index.ts';
import * as repo from './work-calendars.repository.ts';
import { assignmentStatuses, placesInUse } from './work-calendars.rules.ts';

type WeekRow = typeof workingWeeks.$inferSelect;
type AssignmentRow = typeof workingWeekAssignments.$inferSelect;

export interface WorkingWeeksDeps {
  tenant: TenantRunner;
  clock: Clock;
  translate: Translate;
  clientContracts: Pick<ClientContractsService, 'withLocations'>;
}

const sameDays = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, index) => value === b[index]);
const audited = (row: Pick<WeekRow, 'name' | 'days'>) => ({ name: row.name, days: [...row.days] });

export function weeksOf(tx: Transaction, companyId: string) {
  return tx
    .select()
    .from(workingWeeks)
    .where(eq(workingWeeks.companyId, companyId))
    .orderBy(asc(sql`lower(${workingWeeks.name})`));
}

export function assignmentsOf(tx: Transaction, companyId: string, filter: { scope?: WeekAssignmentScope; targetId?: string } = {}) {
  return tx
    .select()
    .from(workingWeekAssignments)
    .where(
      and(
        eq(workingWeekAssignments.companyId, companyId),
        filter.scope ? eq(workingWeekAssignments.scope, filter.scope) : undefined,
        filter.targetId ? eq(workingWeekAssignments.targetId, filter.targetId) : undefined,
      ),
    )
    .orderBy(asc(workingWeekAssignments.fromDate), asc(workingWeekAssignments.createdAt));
}

/** Settings › Public holiday › Working weeks: the weeks, their dated assignments, each change audited in its transaction. */
export function createWorkingWeeks({ tenant, clock, translate, clientContracts }: WorkingWeeksDeps) {
  const toItem = (row: WeekRow, assignments: readonly AssignmentRow[], today: string): WorkingWeekItem => {
    const mine = assignments.filter((assignment) => assignment.weekId === row.id);
    return {
      id: row.id,
      name: row.name,
      days: [...row.days],
      version: row.version,
      usage: {
        company: mine.filter((assignment) => assignment.scope === 'company').length,
        locations: mine.filter((assignment) => assignment.scope === 'location').length,
        employees: mine.filter((assignment) => assignment.scope === 'employee').length,
      },
      inForce: mine.some((assignment) => assignment.fromDate <= today),
    };
  };

  async function loadWeek(tx: Transaction, companyId: string, id: string, options: { lock?: boolean } = {}) {
    const query = tx
      .select()
      .from(workingWeeks)
      .where(and(eq(workingWeeks.companyId, companyId), eq(workingWeeks.id, id)));
    const [row] = options.lock ? await query.for('update') : await query;
    if (!row) throw notFound();
    return row;
  }

  /** Names of the locations (contract — location) and employees assignments point at. */
  async function targetNames(tx: Transaction, companyId: string, rows: readonly AssignmentRow[]) {
    const names = new Map<string, string>();
    if (rows.some((row) => row.scope === 'location')) {
      for (const contract of await clientContracts.withLocations(tx, companyId))
        for (const location of contract.locations) names.set(location.id, `${contract.name} — ${location.name}`);
    }
    const employeeIds = rows.flatMap((row) => (row.scope === 'employee' && row.targetId ? [row.targetId] : []));
    for (const [id, name] of await employeeNames(tx, companyId, employeeIds)) names.set(id, name);
    return names;
  }

  async function insertWeek(tx: Transaction, actor: Actor, row: { companyId: string; name: string; days: WorkingWeek }) {
    const now = clock.now();
    const [created] = await tx
      .insert(workingWeeks)
      .values({ companyId: row.companyId, name: row.name, days: row.days, createdAt: now, updatedAt: now })
      .returning();
    await writeAudit(tx, actor, { entity: 'workingWeek', entityId: created!.id, action: 'create', after: audited(created!) });
    return created!;
  }

  /** The standard weeks fit for the calendars the company and its locations follow (its own country's until adopted). */
  async function suggestedWeeks(tx: Transaction, companyId: string): Promise<StandardWorkingWeekName[]> {
    const calendars = await repo.calendars(tx, companyId);
    const places = calendars.length
      ? [...calendars].sort((a, b) => (a.locationId === null ? -1 : b.locationId === null ? 1 : 0))
      : [{ country: (await companyProfile(tx, companyId))?.countryCode ?? 'SG', state: null }];
    const names = places.flatMap((place) =>
      standardWorkingWeeksFor({
        country: place.country,
        weekend: MALAYSIAN_STATES.find((state) => state.code === place.state)?.weekend ?? null,
      }),
    );
    return [...new Set(names)];
  }

  return {
    list: (auth: RequestAuth): Promise<WorkingWeeks> =>
      tenant(auth.companyId, async (tx) => {
        const [weeks, assignments, today, suggested] = await Promise.all([
          weeksOf(tx, auth.companyId),
          assignmentsOf(tx, auth.companyId),
          companyToday(tx, auth.companyId, clock),
          suggestedWeeks(tx, auth.companyId),
        ]);
        return { weeks: weeks.map((row) => toItem(row, assignments, today)), suggested, today };
      }),

    create: (auth: RequestAuth, actor: Actor, body: WorkingWeekBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const row = await insertWeek(tx, actor, { companyId: auth.companyId, name: tidyName(body.name), days: body.days });
          return toItem(row, [], '');
        }),
      ),

    /** Adds the standard weeks asked for, named in the caller's language; skips one whose days or name the company has. */
    addStandard: (auth: RequestAuth, actor: Actor, language: LanguageCode, names: readonly StandardWorkingWeekName[]) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const existing = await weeksOf(tx, auth.companyId);
          const created: WorkingWeekItem[] = [];
          for (const name of new Set(names)) {
            const days = STANDARD_WORKING_WEEKS[name];
            const label = translate(language, `workCalendars:weeks.standard.${name}`);
            const taken = existing.some((row) => sameDays(row.days, days) || row.name.toLowerCase() === label.toLowerCase());
            if (taken) continue;
            const row = await insertWeek(tx, actor, { companyId: auth.companyId, name: label, days });
            existing.push(row);
            created.push(toItem(row, [], ''));
          }
          return created;
        }),
      ),

    update: (auth: RequestAuth, actor: Actor, id: string, { version, ...body }: UpdateWorkingWeekBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const before = await loadWeek(tx, auth.companyId, id, { lock: true });
          const [assignments, today] = await Promise.all([assignmentsOf(tx, auth.companyId), companyToday(tx, auth.companyId, clock)]);
          const inForceSince = assignments
            .filter((assignment) => assignment.weekId === id && assignment.fromDate <= today)
            .map((assignment) => assignment.fromDate)[0];
          // Past figures were counted on these days: a different week is a new week, assigned from a date.
          if (inForceSince && !sameDays(before.days, body.days))
            throw new AppError('WORKING_WEEK_IN_FORCE', { values: { name: before.name, since: inForceSince } });
          const after = { name: tidyName(body.name), days: body.days };
          const row = await updateVersioned(tx, auth.companyId, {
            table: workingWeeks,
            id,
            expectedVersion: version,
            set: { ...after, updatedAt: clock.now() },
          });
          if (!row) throw versionConflict();
          await writeAudit(tx, actor, {
            entity: 'workingWeek',
            entityId: id,
            action: 'update',
            before: audited(before),
            after: audited(row),
          });
          return toItem(row, assignments, today);
        }),
      ),

    /** Refused while an assignment names it, saying where (the company, locations, employees). */
    remove: (auth: RequestAuth, actor: Actor, language: LanguageCode, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const row = await loadWeek(tx, auth.companyId, id, { lock: true });
        const using = (await assignmentsOf(tx, auth.companyId)).filter((assignment) => assignment.weekId === id);
        if (using.length > 0) {
          const names = await targetNames(tx, auth.companyId, using);
          const places = placesInUse(using, { names, company: translate(language, 'workCalendars:weeks.theCompany') });
          throw new AppError('WORKING_WEEK_IN_USE', { values: { name: row.name, places: places.join(', '), count: places.length } });
        }
        await tx.delete(workingWeeks).where(and(eq(workingWeeks.companyId, auth.companyId), eq(workingWeeks.id, id)));
        await writeAudit(tx, actor, { entity: 'workingWeek', entityId: id, action: 'delete', before: audited(row) });
      }),

    assignments: (auth: RequestAuth, request: TableRequest & { scope?: WeekAssignmentScope | undefined; targetId?: string | undefined }) =>
      tenant(auth.companyId, async (tx) => {
        const filter = { ...(request.scope ? { scope: request.scope } : {}), ...(request.targetId ? { targetId: request.targetId } : {}) };
        const [rows, weeks, today] = await Promise.all([
          assignmentsOf(tx, auth.companyId, filter),
          weeksOf(tx, auth.companyId),
          companyToday(tx, auth.companyId, clock),
        ]);
        const names = await targetNames(tx, auth.companyId, rows);
        const statuses = assignmentStatuses(rows, today);
        const weekNames = new Map(weeks.map((week) => [week.id, week.name]));
        const all: WeekAssignmentRow[] = rows
          .map((row) => ({
            id: row.id,
            scope: row.scope,
            targetId: row.targetId,
            targetName: row.targetId ? (names.get(row.targetId) ?? '') : '',
            from: row.fromDate,
            weekId: row.weekId,
            weekName: row.weekId ? (weekNames.get(row.weekId) ?? null) : null,
            status: statuses.get(row.id)!,
          }))
          .reverse();
        const search = request.search.value.trim().toLowerCase();
        const found = search
          ? all.filter((row) => row.targetName.toLowerCase().includes(search) || (row.weekName ?? '').toLowerCase().includes(search))
          : all;
        const ordered = request.order[0]?.dir === 'asc' ? [...found].reverse() : found;
        const page = request.length === -1 ? ordered.slice(request.start) : ordered.slice(request.start, request.start + request.length);
        return { data: page, recordsTotal: all.length, recordsFiltered: found.length };
      }),

    assign: async (auth: RequestAuth, actor: Actor, body: CreateWeekAssignmentBody): Promise<WeekAssignmentRow> => {
      const targetId = body.scope === 'company' ? null : (body.targetId ?? null);
      try {
        return await tenant(auth.companyId, async (tx) => {
          if (body.scope === 'company' && body.targetId !== undefined)
            throw new AppError('VALIDATION_FAILED', { fieldErrors: { targetId: 'validation:unknownField' } });
          const known =
            body.scope === 'employee'
              ? await employeeExists(tx, auth.companyId, targetId!)
              : body.scope === 'location'
                ? (await clientContracts.withLocations(tx, auth.companyId)).some((contract) =>
                    contract.locations.some((location) => location.id === targetId),
                  )
                : true;
          if (!known) throw new AppError('VALIDATION_FAILED', { fieldErrors: { targetId: 'validation:invalidOption' } });
          const [week] = body.weekId
            ? await tx
                .select()
                .from(workingWeeks)
                .where(and(eq(workingWeeks.companyId, auth.companyId), eq(workingWeeks.id, body.weekId)))
            : [];
          if (body.weekId && !week) throw new AppError('VALIDATION_FAILED', { fieldErrors: { weekId: 'validation:invalidOption' } });
          const [row] = await tx
            .insert(workingWeekAssignments)
            .values({
              companyId: auth.companyId,
              scope: body.scope,
              targetId,
              fromDate: body.from,
              weekId: body.weekId ?? null,
              createdAt: clock.now(),
            })
            .returning();
          await writeAudit(tx, actor, {
            entity: 'workingWeekAssignment',
            entityId: row!.id,
            action: 'create',
            after: { scope: body.scope, targetId, from: body.from, weekId: body.weekId ?? null, weekName: week?.name ?? null },
          });
          const [names, today] = await Promise.all([targetNames(tx, auth.companyId, [row!]), companyToday(tx, auth.companyId, clock)]);
          const later = (await assignmentsOf(tx, auth.companyId, { scope: body.scope, ...(targetId ? { targetId } : {}) })).filter(
            (other) => other.targetId === targetId,
          );
          return {
            id: row!.id,
            scope: row!.scope,
            targetId,
            targetName: targetId ? (names.get(targetId) ?? '') : '',
            from: row!.fromDate,
            weekId: row!.weekId,
            weekName: week?.name ?? null,
            status: assignmentStatuses(later, today).get(row!.id)!,
          };
        });
      } catch (error) {
        // The same target from the same date twice (two saves at once too): the first one stands.
        if (isUniqueViolation(error, 'working_week_assignments_date_key'))
          throw new AppError('CONFLICT', { fieldErrors: { from: 'workCalendars:weeks.validation.dateTaken' } });
        // The week was deleted while this was being saved.
        if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', { fieldErrors: { weekId: 'validation:invalidOption' } });
        throw error;
      }
    },

    /** Only an assignment not yet in force can be withdrawn: the dates before it were counted on the week it replaced. */
    unassign: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const [row] = await tx
          .select()
          .from(workingWeekAssignments)
          .where(and(eq(workingWeekAssignments.companyId, auth.companyId), eq(workingWeekAssignments.id, id)));
        if (!row) throw notFound();
        const today = await companyToday(tx, auth.companyId, clock);
        if (row.fromDate <= today) throw new AppError('ASSIGNMENT_IN_FORCE', { values: { from: row.fromDate } });
        await tx
          .delete(workingWeekAssignments)
          .where(and(eq(workingWeekAssignments.companyId, auth.companyId), eq(workingWeekAssignments.id, id)));
        await writeAudit(tx, actor, {
          entity: 'workingWeekAssignment',
          entityId: id,
          action: 'delete',
          before: { scope: row.scope, targetId: row.targetId, from: row.fromDate, weekId: row.weekId },
        });
      }),
  };
}

export type WorkingWeeksSettings = ReturnType<typeof createWorkingWeeks>;
