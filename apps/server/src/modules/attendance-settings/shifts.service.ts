import type {
  AssignRosterBody,
  RosterGrid,
  RosterRow,
  Shift,
  ShiftBody,
  ShiftBrief,
  TableRequest,
  UpdateShiftBody,
} from '@tenaga/contracts';
import type { ShiftDefinition } from '@tenaga/domain';
import { and, eq } from 'drizzle-orm';
import { rosterAssignments, rosterOverrides, shifts } from '../../db/schema/index.ts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { writeAudit, writeAuditEntries, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { guardUniqueName, nameTaken, tidyName } from '../../lib/unique-name.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { AccessService } from '../access/index.ts';
import { teamMemberIds } from '../employees/index.ts';
import * as repo from './attendance-settings.repository.ts';
import {
  crossesMidnight,
  datesBetween,
  rosterCells,
  shiftFieldErrors,
  statusesByHolder,
  workMinutes,
} from './attendance-settings.rules.ts';
import { companyFacts, sameDateTaken } from './settings.service.ts';

export interface ShiftsDeps {
  tenant: TenantRunner;
  clock: Clock;
  access: Pick<AccessService, 'accessOf'>;
}

const GRID_PAGE = 100;

const definitionOf = (row: repo.ShiftRow): ShiftDefinition => ({ id: row.id, start: row.startTime, end: row.endTime, breaks: row.breaks });

const briefOf = (row: repo.ShiftRow): ShiftBrief => ({
  id: row.id,
  name: row.name,
  colour: row.colour,
  start: row.startTime,
  end: row.endTime,
  crossesMidnight: crossesMidnight({ start: row.startTime, end: row.endTime }),
});

const toShift = (row: repo.ShiftRow, employees: number): Shift => ({
  ...briefOf(row),
  breaks: row.breaks,
  workMinutes: workMinutes({ start: row.startTime, end: row.endTime, breaks: row.breaks }),
  employees,
  version: row.version,
});

const audited = (body: ShiftBody) => ({ name: body.name, colour: body.colour, start: body.start, end: body.end, breaks: body.breaks });

function assertShiftConsistent(body: ShiftBody) {
  const fieldErrors = shiftFieldErrors(body);
  if (Object.keys(fieldErrors).length) throw new AppError('VALIDATION_FAILED', { fieldErrors });
}

/** The shifts, the employees' roster patterns by period and the grid's single-date changes; each change audited. */
export function createShiftUseCases({ tenant, clock, access }: ShiftsDeps) {
  async function load(tx: Transaction, companyId: string, id: string, lock = false) {
    const row = await repo.findShift(tx, companyId, id, { lock });
    if (!row) throw notFound();
    return row;
  }

  /** The grid rows of these employees over the dates, from three queries for all of them. */
  async function gridRows(
    tx: Transaction,
    companyId: string,
    people: { id: string; name: string; employmentNumber: string }[],
    dates: string[],
  ) {
    const range = { from: dates[0]!, to: dates.at(-1)! };
    const ids = people.map((person) => person.id);
    const [patterns, changes, all] = ids.length
      ? await Promise.all([
          repo.rostersOf(tx, companyId, ids, range),
          repo.overridesOf(tx, companyId, ids, range),
          repo.shiftsOf(tx, companyId),
        ])
      : [[], [], await repo.shiftsOf(tx, companyId)];
    const definitions = all.map(definitionOf);
    const rows = people.map((person) => ({
      employeeId: person.id,
      name: person.name,
      employmentNumber: person.employmentNumber,
      cells: rosterCells({
        dates,
        shifts: definitions,
        assignments: patterns
          .filter((row) => row.employeeId === person.id)
          .map((row) => ({ from: row.fromDate, to: row.toDate, pattern: { anchor: row.anchorDate, cycle: row.cycle } })),
        overrides: changes.filter((row) => row.employeeId === person.id).map((row) => ({ date: row.date, shiftId: row.shiftId })),
      }),
    }));
    return { shifts: all.map(briefOf), rows };
  }

  /** The employees the caller's data scope reaches: everyone, their team (with themselves) or only themselves. */
  async function reachableIds(tx: Transaction, auth: RequestAuth): Promise<string[] | undefined> {
    const { dataScope } = await access.accessOf(auth);
    if (dataScope === 'all') return undefined;
    if (!auth.employeeId) return [];
    return dataScope === 'team' ? [auth.employeeId, ...(await teamMemberIds(tx, auth.companyId, auth.employeeId))] : [auth.employeeId];
  }

  async function cellOf(tx: Transaction, companyId: string, employeeId: string, date: string) {
    const [cell] = (await gridRows(tx, companyId, [{ id: employeeId, name: '', employmentNumber: '' }], [date])).rows[0]!.cells;
    return cell!;
  }

  async function assertReached(tx: Transaction, auth: RequestAuth, employeeId: string, date: string) {
    const reach = await reachableIds(tx, auth);
    const found = await repo.gridEmployees(tx, auth.companyId, {
      from: date,
      to: date,
      search: '',
      start: 0,
      limit: 1,
      onlyIds: reach ? reach.filter((id) => id === employeeId) : [employeeId],
    });
    if (found.total === 0) throw new AppError('VALIDATION_FAILED', { fieldErrors: { employeeId: 'validation:invalidOption' } });
  }

  return {
    listShifts: (auth: RequestAuth) =>
      tenant(auth.companyId, async (tx) => {
        const [rows, usage] = await Promise.all([repo.shiftsOf(tx, auth.companyId), repo.shiftUsage(tx, auth.companyId)]);
        return rows.map((row) => toShift(row, usage.get(row.id)?.size ?? 0));
      }),

    shiftOptions: (auth: RequestAuth) => tenant(auth.companyId, async (tx) => (await repo.shiftsOf(tx, auth.companyId)).map(briefOf)),

    createShift: (auth: RequestAuth, actor: Actor, body: ShiftBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          assertShiftConsistent(body);
          const fields = { ...body, name: tidyName(body.name), colour: body.colour.toLowerCase() };
          if (await repo.shiftNameTaken(tx, auth.companyId, fields.name)) throw nameTaken();
          const now = clock.now();
          const [row] = await tx
            .insert(shifts)
            .values({
              companyId: auth.companyId,
              name: fields.name,
              colour: fields.colour,
              startTime: fields.start,
              endTime: fields.end,
              breaks: fields.breaks,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          await writeAudit(tx, actor, { entity: 'shift', entityId: row!.id, action: 'create', after: audited(fields) });
          return toShift(row!, 0);
        }),
      ),

    updateShift: (auth: RequestAuth, actor: Actor, id: string, { version, ...body }: UpdateShiftBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const before = await load(tx, auth.companyId, id);
          assertShiftConsistent(body);
          const fields = { ...body, name: tidyName(body.name), colour: body.colour.toLowerCase() };
          if (await repo.shiftNameTaken(tx, auth.companyId, fields.name, id)) throw nameTaken();
          const row = await updateVersioned(tx, auth.companyId, {
            table: shifts,
            id,
            expectedVersion: version,
            set: {
              name: fields.name,
              colour: fields.colour,
              startTime: fields.start,
              endTime: fields.end,
              breaks: fields.breaks,
              updatedAt: clock.now(),
            },
          });
          if (!row) throw versionConflict();
          await writeAudit(tx, actor, {
            entity: 'shift',
            entityId: id,
            action: 'update',
            before: audited({
              name: before.name,
              colour: before.colour,
              start: before.startTime,
              end: before.endTime,
              breaks: before.breaks,
            }),
            after: audited(fields),
          });
          return toShift(row, (await repo.shiftUsage(tx, auth.companyId, id)).get(id)?.size ?? 0);
        }),
      ),

    /** Refused while a roster or a grid change names it, saying for how many employees. */
    removeShift: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        // Locked: a roster naming it cannot be saved between the check and the delete.
        const row = await load(tx, auth.companyId, id, true);
        const used = (await repo.shiftUsage(tx, auth.companyId, id)).get(id)?.size ?? 0;
        if (used > 0) throw new AppError('IN_USE', { values: { name: row.name, count: used } });
        await tx.delete(shifts).where(and(eq(shifts.companyId, auth.companyId), eq(shifts.id, id)));
        await writeAudit(tx, actor, { entity: 'shift', entityId: id, action: 'delete', before: { name: row.name } });
      }),

    rosters: (auth: RequestAuth, request: TableRequest) =>
      tenant(auth.companyId, async (tx) => {
        const [rows, { today }] = await Promise.all([
          repo.rostersWithNames(tx, auth.companyId, request.search.value),
          companyFacts(tx, auth.companyId, clock),
        ]);
        const statuses = statusesByHolder(
          rows.map((row) => row.roster),
          today,
        );
        const all: RosterRow[] = rows
          .map(({ roster, employeeName, employmentNumber }) => ({
            id: roster.id,
            employeeId: roster.employeeId,
            employeeName,
            employmentNumber,
            from: roster.fromDate,
            to: roster.toDate,
            anchor: roster.anchorDate,
            cycle: roster.cycle,
            status: statuses.get(roster.id)!,
          }))
          .sort((a, b) => b.from.localeCompare(a.from) || a.employeeName.localeCompare(b.employeeName));
        const ordered = request.order[0]?.dir === 'asc' ? [...all].reverse() : all;
        const page = request.length === -1 ? ordered.slice(request.start) : ordered.slice(request.start, request.start + request.length);
        return { data: page, recordsTotal: all.length, recordsFiltered: all.length };
      }),

    assignRoster: async (auth: RequestAuth, actor: Actor, body: AssignRosterBody) => {
      try {
        return await tenant(auth.companyId, async (tx) => {
          const named = [...new Set(body.cycle.filter((day): day is string => day !== null))];
          // Locked: none of its shifts can be deleted while this roster is being saved.
          const known = await repo.shiftsOf(tx, auth.companyId, named);
          for (const id of named) await repo.findShift(tx, auth.companyId, id, { lock: true });
          if (known.length !== named.length)
            throw new AppError('VALIDATION_FAILED', { fieldErrors: { cycle: 'validation:invalidOption' } });
          const chosen = await repo.selectedEmployees(tx, auth.companyId, body.employees, body.from);
          if (chosen.unknown.length)
            throw new AppError('VALIDATION_FAILED', { fieldErrors: { 'employees.employeeIds': 'validation:invalidOption' } });
          if (chosen.ids.length === 0)
            throw new AppError('UNPROCESSABLE', { fieldErrors: { employees: 'attendanceSettings:validation.nobodySelected' } });
          const now = clock.now();
          const anchor = body.anchor ?? body.from;
          const rows = await tx
            .insert(rosterAssignments)
            .values(
              chosen.ids.map((employeeId) => ({
                companyId: auth.companyId,
                employeeId,
                fromDate: body.from,
                toDate: body.to,
                anchorDate: anchor,
                cycle: body.cycle,
                createdAt: now,
              })),
            )
            .returning();
          await writeAuditEntries(
            tx,
            actor,
            rows.map((row) => ({
              entity: 'rosterAssignment',
              entityId: row.id,
              action: 'create',
              after: { employeeId: row.employeeId, from: row.fromDate, to: row.toDate, anchor, cycle: body.cycle },
            })),
          );
          return { assigned: rows.length };
        });
      } catch (error) {
        return sameDateTaken(error, 'roster_assignments_date_key');
      }
    },

    /** Only a roster not yet in force can be withdrawn: the dates before it were worked on it. */
    unassignRoster: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const [row] = await tx
          .select()
          .from(rosterAssignments)
          .where(and(eq(rosterAssignments.companyId, auth.companyId), eq(rosterAssignments.id, id)));
        if (!row) throw notFound();
        const { today } = await companyFacts(tx, auth.companyId, clock);
        if (row.fromDate <= today) throw new AppError('ALREADY_IN_FORCE', { values: { from: row.fromDate } });
        await tx.delete(rosterAssignments).where(and(eq(rosterAssignments.companyId, auth.companyId), eq(rosterAssignments.id, id)));
        await writeAudit(tx, actor, {
          entity: 'rosterAssignment',
          entityId: id,
          action: 'delete',
          before: { employeeId: row.employeeId, from: row.fromDate, to: row.toDate, anchor: row.anchorDate, cycle: row.cycle },
        });
      }),

    grid: (auth: RequestAuth, query: { from: string; to: string; search: string; start: number }): Promise<RosterGrid> =>
      tenant(auth.companyId, async (tx) => {
        const dates = datesBetween(query.from, query.to);
        const reach = await reachableIds(tx, auth);
        const page = await repo.gridEmployees(tx, auth.companyId, { ...query, limit: GRID_PAGE, ...(reach ? { onlyIds: reach } : {}) });
        const { shifts: all, rows } = await gridRows(tx, auth.companyId, page.rows, dates);
        return { dates, shifts: all, rows, total: page.total };
      }),

    myRoster: (auth: RequestAuth, query: { from: string; to: string }): Promise<RosterGrid> =>
      tenant(auth.companyId, async (tx) => {
        if (!auth.employeeId) throw new AppError('NO_EMPLOYEE_LINKED');
        const dates = datesBetween(query.from, query.to);
        const page = await repo.gridEmployees(tx, auth.companyId, {
          from: '0001-01-01',
          to: '9999-12-31',
          search: '',
          start: 0,
          limit: 1,
          onlyIds: [auth.employeeId],
        });
        const { shifts: all, rows } = await gridRows(tx, auth.companyId, page.rows, dates);
        const used = new Set(rows.flatMap((row) => row.cells.map((cell) => cell.shiftId)));
        return { dates, shifts: all.filter((shift) => used.has(shift.id)), rows, total: rows.length };
      }),

    /** One date of one employee set on the grid; the same date again replaces the change. */
    setCell: async (auth: RequestAuth, actor: Actor, body: { employeeId: string; date: string; shiftId: string | null }) => {
      try {
        return await tenant(auth.companyId, async (tx) => {
          await assertReached(tx, auth, body.employeeId, body.date);
          if (body.shiftId && !(await repo.findShift(tx, auth.companyId, body.shiftId, { lock: true })))
            throw new AppError('VALIDATION_FAILED', { fieldErrors: { shiftId: 'validation:invalidOption' } });
          const key = and(
            eq(rosterOverrides.companyId, auth.companyId),
            eq(rosterOverrides.employeeId, body.employeeId),
            eq(rosterOverrides.date, body.date),
          );
          const [before] = await tx.select().from(rosterOverrides).where(key);
          await tx
            .insert(rosterOverrides)
            .values({
              companyId: auth.companyId,
              employeeId: body.employeeId,
              date: body.date,
              shiftId: body.shiftId,
              updatedAt: clock.now(),
            })
            .onConflictDoUpdate({
              target: [rosterOverrides.companyId, rosterOverrides.employeeId, rosterOverrides.date],
              set: { shiftId: body.shiftId, updatedAt: clock.now() },
            });
          await writeAudit(tx, actor, {
            entity: 'rosterOverride',
            entityId: body.employeeId,
            action: before ? 'update' : 'create',
            ...(before ? { before: { date: body.date, shiftId: before.shiftId } } : {}),
            after: { employeeId: body.employeeId, date: body.date, shiftId: body.shiftId },
          });
          return cellOf(tx, auth.companyId, body.employeeId, body.date);
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', { fieldErrors: { shiftId: 'validation:invalidOption' } });
        throw error;
      }
    },

    resetCell: (auth: RequestAuth, actor: Actor, query: { employeeId: string; date: string }) =>
      tenant(auth.companyId, async (tx) => {
        await assertReached(tx, auth, query.employeeId, query.date);
        const [removed] = await tx
          .delete(rosterOverrides)
          .where(
            and(
              eq(rosterOverrides.companyId, auth.companyId),
              eq(rosterOverrides.employeeId, query.employeeId),
              eq(rosterOverrides.date, query.date),
            ),
          )
          .returning();
        if (!removed) throw notFound();
        await writeAudit(tx, actor, {
          entity: 'rosterOverride',
          entityId: query.employeeId,
          action: 'delete',
          before: { employeeId: query.employeeId, date: query.date, shiftId: removed.shiftId },
        });
        return cellOf(tx, auth.companyId, query.employeeId, query.date);
      }),
  };
}
