import type {
  AdoptHolidaysBody,
  CompanyHoliday,
  HolidayBody,
  HolidayCalendars,
  TableRequest,
  TickHolidayBody,
  UpdateHolidayBody,
} from '@tenaga/contracts';
import {
  dayContexts,
  employeeWorkingDaysByDate,
  type DayContext,
  type EmployeeWorkingDaysQuery,
  holidayNameKey,
  HOLIDAY_COUNTRIES,
  holidaySource,
  publishedHolidayYears,
  standardHolidays,
  type HolidayCountry,
  type MalaysianStateCode,
  type StandardHoliday,
} from '@tenaga/domain';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { LanguageCode } from '@tenaga/i18n';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ClientContractsService } from '../client-contracts/index.ts';
import { companyProfile } from '../companies/index.ts';
import { employmentCalendarFacts } from '../employees/index.ts';
import * as repo from './work-calendars.repository.ts';
import { holidayRowsOf, standardOf, yearsBetween, type CalendarChoice } from './work-calendars.rules.ts';
import { holidayDatesOf, weekPlanOf, type CalendarBook } from './work-calendars.days.ts';
import { assignmentsOf, createWorkingWeeks, weeksOf } from './work-calendars.weeks.ts';

export interface WorkCalendarsServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  translate: Translate;
  clientContracts: Pick<ClientContractsService, 'withLocations'>;
}

const toCompanyHoliday = (row: repo.CompanyHolidayRow): CompanyHoliday => ({
  id: row.id,
  date: row.date,
  name: row.name,
  halfDay: row.halfDay,
  version: row.version,
});
const audited = (row: Pick<repo.CompanyHolidayRow, 'date' | 'name' | 'halfDay'>) => ({
  date: row.date,
  name: row.name,
  halfDay: row.halfDay,
});

const choiceOf = (row: repo.CalendarRow | undefined): CalendarChoice | null =>
  row ? { country: row.country as HolidayCountry, state: (row.state as MalaysianStateCode | null) ?? null } : null;

const dateTaken = () => new AppError('CONFLICT', { fieldErrors: { date: 'workCalendars:validation.dateTaken' } });

/** Public holidays and working days: each change in one transaction with its audit entry. */
export function createWorkCalendarsService({ tenant, clock, translate, clientContracts }: WorkCalendarsServiceDeps) {
  /** A standard holiday's name in the caller's language (English from the data where no translation exists). */
  const nameIn = (language: LanguageCode, country: HolidayCountry) => (holiday: StandardHoliday) => {
    const translated = (key: string, fallback: string, values?: Record<string, string>) => {
      const name = translate(language, key, values);
      return name === key || name === key.slice(key.indexOf(':') + 1) ? fallback : name;
    };
    // A substitute day is named after the holiday it stands in for: 'National Day (observed)'.
    const { key, observedNameKey } = holidayNameKey(country, holiday);
    if (!observedNameKey) return translated(key, holiday.name);
    return translated(key, holiday.name, { name: translated(observedNameKey, holiday.name) });
  };

  async function loadBook(tx: Transaction, companyId: string, range: { from: string; to: string }): Promise<CalendarBook> {
    const [calendars, excluded, own] = await Promise.all([
      repo.calendars(tx, companyId),
      repo.exclusions(tx, companyId, range),
      repo.companyHolidaysBetween(tx, companyId, range),
    ]);
    return { calendars, excluded, own, years: yearsBetween(range.from, range.to) };
  }

  /** Each employee's working-days query over a range: the calendar book and weeks loaded once for all of them. */
  async function calendarQueries(
    tx: Transaction,
    companyId: string,
    query: { employeeIds: readonly string[]; from: string; to: string; wholeRange?: boolean },
  ): Promise<Map<string, EmployeeWorkingDaysQuery>> {
    const [book, facts, weeks, assignments] = await Promise.all([
      loadBook(tx, companyId, query),
      employmentCalendarFacts(tx, companyId, query.employeeIds),
      weeksOf(tx, companyId),
      assignmentsOf(tx, companyId),
    ]);
    const { plan, employeeWeeks } = weekPlanOf(book, { weeks, assignments });
    const queries = new Map<string, EmployeeWorkingDaysQuery>();
    for (const person of facts) {
      const holidays = holidayDatesOf(book, { locations: person.locations, from: query.from, to: query.to });
      queries.set(person.employeeId, {
        from: query.from,
        to: query.to,
        plan,
        employee: employeeWeeks.get(person.employeeId) ?? [],
        placements: person.locations,
        holidays: holidays.whole,
        halfDayHolidays: holidays.half,
        joinDate: query.wholeRange ? null : person.hiringDate,
        leaveDate: query.wholeRange ? null : person.cessationDate,
      });
    }
    return queries;
  }

  async function assertLocation(tx: Transaction, companyId: string, locationId: string | undefined) {
    if (!locationId) return;
    const contracts = await clientContracts.withLocations(tx, companyId);
    if (!contracts.some((contract) => contract.locations.some((location) => location.id === locationId))) throw notFound();
  }

  async function loadOwn(tx: Transaction, companyId: string, id: string) {
    const row = await repo.findCompanyHoliday(tx, companyId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** Working weeks and their dated assignments (Settings › Public holiday › Working weeks). */
    weeks: createWorkingWeeks({ tenant, clock, translate, clientContracts }),

    calendars: (auth: RequestAuth): Promise<HolidayCalendars> =>
      tenant(auth.companyId, async (tx) => {
        const [profile, calendars, contracts] = await Promise.all([
          companyProfile(tx, auth.companyId),
          repo.calendars(tx, auth.companyId),
          clientContracts.withLocations(tx, auth.companyId),
        ]);
        if (!profile) throw notFound();
        const stateOf = (row: repo.CalendarRow | undefined) => ({
          country: (row?.country as HolidayCountry | undefined) ?? null,
          state: (row?.state as MalaysianStateCode | null | undefined) ?? null,
          adopted: row !== undefined,
        });
        return {
          companyCountry: profile.countryCode,
          company: stateOf(calendars.find((row) => row.locationId === null)),
          locations: contracts.flatMap((contract) =>
            contract.locations
              .filter((location) => !location.archived)
              .map((location) => ({
                ...stateOf(calendars.find((row) => row.locationId === location.id)),
                locationId: location.id,
                locationName: location.name,
                contractName: contract.name,
              })),
          ),
          publishedYears: Object.fromEntries(HOLIDAY_COUNTRIES.map((country) => [country, [...publishedHolidayYears(country)]])),
        };
      }),

    table: (auth: RequestAuth, language: LanguageCode, request: TableRequest & { year: number; locationId?: string | undefined }) =>
      tenant(auth.companyId, async (tx) => {
        const range = { from: `${request.year}-01-01`, to: `${request.year}-12-31` };
        const book = await loadBook(tx, auth.companyId, range);
        const locationId = request.locationId ?? null;
        const calendar =
          book.calendars.find((row) => row.locationId === locationId) ??
          (locationId ? book.calendars.find((row) => row.locationId === null) : undefined);
        const choice = choiceOf(calendar);
        const excludedOnCalendar = new Set(
          book.excluded.filter((row) => row.locationId === (calendar?.locationId ?? null)).map((row) => row.date),
        );
        const rows = holidayRowsOf({
          standard: standardOf(choice, [request.year]),
          excluded: excludedOnCalendar,
          own: book.own,
          nameOf: choice ? nameIn(language, choice.country) : (holiday) => holiday.name,
        });
        const search = request.search.value.trim().toLowerCase();
        const found = search ? rows.filter((row) => row.name.toLowerCase().includes(search)) : rows;
        const ordered = request.order[0]?.dir === 'desc' ? [...found].reverse() : found;
        const page = request.length === -1 ? ordered.slice(request.start) : ordered.slice(request.start, request.start + request.length);
        return { data: page, recordsTotal: rows.length, recordsFiltered: found.length };
      }),

    standard(language: LanguageCode, query: { country: HolidayCountry; year: number; state?: MalaysianStateCode | undefined }) {
      const holidays = standardHolidays({ country: query.country, year: query.year, ...(query.state ? { state: query.state } : {}) });
      const name = nameIn(language, query.country);
      return holidays.map((holiday) => ({ date: holiday.date, name: name(holiday), type: holiday.type }));
    },

    source(query: { country: HolidayCountry; year: number }) {
      return holidaySource(query.country, query.year);
    },

    adopt: (auth: RequestAuth, actor: Actor, body: AdoptHolidaysBody) =>
      tenant(auth.companyId, async (tx) => {
        await assertLocation(tx, auth.companyId, body.locationId);
        const after = { locationId: body.locationId ?? null, country: body.country, state: body.state ?? null };
        const before = await repo.upsertCalendar(tx, { companyId: auth.companyId, ...after, now: clock.now() });
        await writeAudit(tx, actor, {
          entity: 'holidayCalendar',
          entityId: body.locationId ?? auth.companyId,
          action: before ? 'update' : 'create',
          ...(before ? { before: { country: before.country, state: before.state } } : {}),
          after,
        });
      }),

    tick: (auth: RequestAuth, actor: Actor, body: TickHolidayBody) =>
      tenant(auth.companyId, async (tx) => {
        await assertLocation(tx, auth.companyId, body.locationId);
        const row = { companyId: auth.companyId, locationId: body.locationId ?? null, date: body.date };
        const changed = body.ticked ? await repo.removeExclusion(tx, row) : await repo.addExclusion(tx, { ...row, now: clock.now() });
        if (!changed) return;
        await writeAudit(tx, actor, {
          entity: 'holidayExclusion',
          entityId: body.locationId ?? auth.companyId,
          action: body.ticked ? 'delete' : 'create',
          [body.ticked ? 'before' : 'after']: { date: body.date, locationId: row.locationId },
        });
      }),

    create: (auth: RequestAuth, actor: Actor, body: HolidayBody) =>
      tenant(auth.companyId, async (tx) => {
        const fields = { date: body.date, name: body.name, halfDay: body.halfDay };
        if (await repo.dateTaken(tx, auth.companyId, { date: fields.date })) throw dateTaken();
        const now = clock.now();
        const row = await repo.insertCompanyHoliday(tx, { companyId: auth.companyId, ...fields, createdAt: now, updatedAt: now });
        await writeAudit(tx, actor, { entity: 'companyHoliday', entityId: row.id, action: 'create', after: fields });
        return toCompanyHoliday(row);
      }),

    update: (auth: RequestAuth, actor: Actor, id: string, { version, ...body }: UpdateHolidayBody) =>
      tenant(auth.companyId, async (tx) => {
        const before = await loadOwn(tx, auth.companyId, id);
        const fields = { date: body.date, name: body.name, halfDay: body.halfDay };
        if (await repo.dateTaken(tx, auth.companyId, { date: fields.date, exceptId: id })) throw dateTaken();
        const row = await repo.updateCompanyHoliday(tx, auth.companyId, {
          id,
          expectedVersion: version,
          set: { ...fields, updatedAt: clock.now() },
        });
        if (!row) throw versionConflict();
        await writeAudit(tx, actor, {
          entity: 'companyHoliday',
          entityId: id,
          action: 'update',
          ...changedFields(audited(before), fields),
        });
        return toCompanyHoliday(row);
      }),

    remove: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const before = await loadOwn(tx, auth.companyId, id);
        await repo.removeCompanyHoliday(tx, auth.companyId, id);
        await writeAudit(tx, actor, { entity: 'companyHoliday', entityId: id, action: 'delete', before: audited(before) });
      }),

    /**
     * Working days of each employee in [from, to] (calendar dates): on each date the working week in
     * force for them (their own assignment, else their location's, else the company's, else their
     * calendar's usual week), less the holidays of the calendar they are on that day (their
     * deployment's location if it has its own, else the company's; half-day ones by half), inside
     * their hiring and cessation dates (or the whole range with `wholeRange`: a month's working days
     * a monthly salary is divided by). Seven queries whatever the number of employees.
     */
    workingDays: (companyId: string, query: { employeeIds: readonly string[]; from: string; to: string; wholeRange?: boolean }) =>
      tenant(companyId, async (tx) => {
        const result = new Map<string, { days: number; dates: { date: string; fraction: number; reason: string }[] }>();
        for (const [employeeId, calendarQuery] of await calendarQueries(tx, companyId, query)) {
          const dates = employeeWorkingDaysByDate(calendarQuery).map((day) => ({
            date: day.date,
            fraction: day.fraction as number,
            reason: day.reason as string,
          }));
          result.set(employeeId, { days: dates.reduce((halves, day) => halves + day.fraction * 2, 0) / 2, dates });
        }
        return result;
      }),

    /**
     * What a timesheet needs of each employee's calendar over [from, to]: each date's kind (working,
     * rest, holiday — on a rest day or a half working day —, not employed) and its working fraction,
     * from the same weeks and holidays as workingDays, in as many queries whatever the number of employees.
     */
    timesheetDays: (companyId: string, query: { employeeIds: readonly string[]; from: string; to: string }) =>
      tenant(companyId, async (tx) => {
        const result = new Map<string, { contexts: DayContext[]; fractions: { date: string; fraction: number }[] }>();
        for (const [employeeId, calendarQuery] of await calendarQueries(tx, companyId, query)) {
          const fractions = employeeWorkingDaysByDate(calendarQuery).map((day) => ({ date: day.date, fraction: day.fraction as number }));
          result.set(employeeId, { contexts: dayContexts(calendarQuery), fractions });
        }
        return result;
      }),

    /**
     * The public holidays of each employee in [from, to], named in the language: the days off of
     * the calendar they are on each date (their location's if it has its own, else the company's),
     * as workingDays counts them; a standard holiday by its name, else the company's own.
     */
    namedHolidays: (companyId: string, language: LanguageCode, query: { employeeIds: readonly string[]; from: string; to: string }) =>
      tenant(companyId, async (tx) => {
        const [book, facts] = await Promise.all([
          loadBook(tx, companyId, query),
          employmentCalendarFacts(tx, companyId, query.employeeIds),
        ]);
        const standardByChoice = new Map<string, Map<string, string>>();
        const standardNames = (choice: CalendarChoice) => {
          const key = `${choice.country}:${choice.state ?? ''}`;
          let names = standardByChoice.get(key);
          if (!names) {
            const name = nameIn(language, choice.country);
            names = new Map(standardOf(choice, book.years).map((holiday) => [holiday.date, name(holiday)]));
            standardByChoice.set(key, names);
          }
          return names;
        };
        const own = new Map(book.own.map((holiday) => [holiday.date, holiday.name]));
        const result = new Map<string, { date: string; name: string; halfDay: boolean }[]>();
        for (const person of facts) {
          const holidays = holidayDatesOf(book, { locations: person.locations, from: query.from, to: query.to });
          result.set(
            person.employeeId,
            [...holidays.days].map(([date, length]) => {
              const choice = holidays.calendarAt(date);
              const name = (length === 'whole' && choice ? standardNames(choice).get(date) : undefined) ?? own.get(date) ?? '';
              return { date, name, halfDay: length === 'half' };
            }),
          );
        }
        return result;
      }),

    /** The days off in [from, to] of a location's calendar (or, for an employee, of the calendar they are on each day). */
    holidaysFor: (companyId: string, query: { employeeId?: string; locationId?: string; from: string; to: string }) =>
      tenant(companyId, async (tx) => {
        const book = await loadBook(tx, companyId, query);
        const locations = query.employeeId
          ? ((await employmentCalendarFacts(tx, companyId, [query.employeeId]))[0]?.locations ?? [])
          : query.locationId
            ? [{ locationId: query.locationId, from: null, to: null }]
            : [];
        const { days } = holidayDatesOf(book, { locations, from: query.from, to: query.to });
        return [...days].map(([date, length]) => ({ date, halfDay: length === 'half' }));
      }),
  };
}

export type WorkCalendarsService = ReturnType<typeof createWorkCalendarsService>;
