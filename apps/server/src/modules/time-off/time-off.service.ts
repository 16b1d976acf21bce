import {
  type AssignLeaveProfileBody,
  type AssignedTableBody,
  type ChangeLeaveRequestBody,
  type CreateLeaveCategoryBody,
  type CreateLeavePolicyBody,
  type CreateLeaveProfileBody,
  type EmployeeBalance,
  type EmployeeLeavePolicy,
  type LeaveAssignment,
  type LeaveBalanceFigures,
  type LeaveCategory,
  type LeavePolicy as LeavePolicyDto,
  type LeavePreview,
  type LeaveProfile,
  type LeaveRequest,
  type LeaveRequestBody,
  type LeaveRequestTableBody,
  type LeaveRules,
  type TableRequest,
  type UpdateLeaveCategoryBody,
  type UpdateLeavePolicyBody,
  type UpdateLeaveProfileBody,
  TIME_OFF_LIMITS,
} from '@tenaga/contracts';
import {
  countLeaveDays,
  leaveBalanceAt,
  leaveBalanceFiguresAt,
  lowestBalanceFrom,
  policyInForceOn,
  type LeaveBalanceQuery,
  type LeaveLedgerEntry,
} from '@tenaga/domain/time-off';
import type { WorkingDay } from '@tenaga/domain';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import { guardUniqueName, nameTaken } from '../../lib/unique-name.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { ModuleServices } from '../../platform/module.ts';
import type { DecidedRequest } from '../approvals/index.ts';
import * as repo from './time-off.repository.ts';
import * as ledgerRepo from './time-off.ledger.repository.ts';
import { setUpLeaveDefaults } from './time-off.defaults.ts';
import { changedRules, engineVersions, isProblem, latestRules, versionsOf } from './time-off.policy-versions.ts';
import { inForceOn, otherHalfOfTheDay, requestEntries, requestProblems, spanDays, tidyNamed } from './time-off.rules.ts';
import { claimAttachment, overriddenOf, type LeaveOverride } from './time-off.request-rules.ts';
import { timeOffReach } from './time-off.reach.ts';

/** The approval kind (APPROVAL_KINDS) leave requests go through. */
export const TIME_OFF_APPROVAL = 'timeOff' as const;

export interface TimeOffServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  translate: Translate;
  access: Pick<ModuleServices['access'], 'accessOf'>;
  approvals: Pick<ModuleServices['approvals'], 'submit' | 'cancel' | 'change' | 'reopen'>;
  /** Requests' attachments: uploaded for a day, kept once a request names them. */
  files: Pick<ModuleServices['files'], 'claim' | 'remove'>;
  workCalendars: Pick<ModuleServices['workCalendars'], 'workingDays'>;
  overwork: Pick<ModuleServices['attendanceOverwork'], 'convertedLeave' | 'convertedLeaveFor'>;
}

type Facts = Awaited<ReturnType<typeof repo.employeeFacts>>[number];
type ProfilePolicy = Awaited<ReturnType<typeof repo.profilePolicies>>[number];
type LedgerPolicy = Awaited<ReturnType<typeof repo.balancePolicies>>[number];
type EnginePolicies = ReturnType<typeof engineVersions>;
type LedgerPerson = Pick<Facts, 'id' | 'name' | 'hiringDate' | 'cessationDate'>;
type LedgerAssignment = Pick<repo.AssignmentRow, 'employeeId' | 'profileId' | 'effectiveFrom' | 'startingDays'>;
type LedgerRequest = Pick<repo.RequestRow, 'id' | 'employeeId' | 'categoryId' | 'status' | 'byDate'>;
type LedgerStored = Pick<ledgerRepo.LedgerEntryRow, 'id' | 'employeeId' | 'categoryId' | 'kind' | 'entryDate' | 'days' | 'reason'>;

/** Everything a balance is computed from, for some employees (by employee id). */
interface Ledger<P extends LedgerPerson = LedgerPerson, R extends LedgerRequest = LedgerRequest> {
  facts: Map<string, P>;
  assignments: Map<string, LedgerAssignment[]>;
  policies: Map<string, LedgerPolicy[]>;
  requests: Map<string, R[]>;
  /** Adjustments, opening balances and encashments (time-off.ledger.repository.ts). */
  stored: Map<string, LedgerStored[]>;
}

const group = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
};

const FAR_FUTURE = '9999-12-31';
const TIME_OFF_IN_LIEU = 'timeOffInLieu';

/** Days with their trailing zeros dropped, as the engine writes them ('1.5000' → '1.5'). */
const plainDays = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

const toCategory = (row: { category: repo.CategoryRow; policies: number }): LeaveCategory => ({
  id: row.category.id,
  code: row.category.code as LeaveCategory['code'],
  name: row.category.name,
  description: row.category.description,
  policies: row.policies,
  createdAt: row.category.createdAt.getTime(),
  updatedAt: row.category.updatedAt.getTime(),
  version: row.category.version,
});

const toPolicy = (row: repo.PolicyListRow): LeavePolicyDto => ({
  id: row.policy.id,
  categoryId: row.policy.categoryId,
  categoryName: row.categoryName,
  categoryCode: row.categoryCode as LeavePolicyDto['categoryCode'],
  name: row.policy.name,
  rules: latestRules(row.policy) as LeaveRules,
  versions: versionsOf(row.policy),
  profiles: row.profiles,
  updatedAt: row.policy.updatedAt.getTime(),
  version: row.policy.version,
});

const toRequest = (row: repo.RequestListRow): LeaveRequest => ({
  id: row.request.id,
  employeeId: row.request.employeeId,
  employeeName: row.employeeName,
  employmentNumber: row.employmentNumber,
  categoryId: row.request.categoryId,
  categoryName: row.categoryName,
  from: row.request.fromDate,
  to: row.request.toDate,
  firstDayHalf: row.request.firstDayHalf as LeaveRequest['firstDayHalf'],
  lastDayHalf: row.request.lastDayHalf as LeaveRequest['lastDayHalf'],
  hours: row.request.hours === null ? null : plainDays(row.request.hours),
  days: plainDays(row.request.days),
  status: row.request.status as LeaveRequest['status'],
  approvalRequestId: row.request.approvalRequestId,
  attachmentFileId: row.request.attachmentFileId,
  reason: row.request.reason,
  decisionComment: row.request.decisionComment,
  createdAt: row.request.createdAt.getTime(),
  version: row.request.version,
});

export function createTimeOffService(deps: TimeOffServiceDeps) {
  const { tenant, clock } = deps;

  const reachOf = (auth: RequestAuth) => timeOffReach(deps.access, auth);

  async function requireReach(auth: RequestAuth, employeeId: string): Promise<repo.Reach> {
    const reach = await reachOf(auth);
    if (!reach) throw notFound();
    const reached = await tenant(auth.companyId, (tx) => repo.reachableEmployeeIds(tx, auth.companyId, reach, [employeeId], 1));
    if (reached.length === 0) throw notFound();
    return reach;
  }

  /** Companies made before their set-up made the statutory defaults get them on their first use (the backfill). */
  async function ensureSetUp(tx: Transaction, companyId: string) {
    if (await repo.isSetUp(tx, companyId)) return;
    await setUpLeaveDefaults(tx, { companyId, translate: deps.translate, now: clock.now() });
  }

  const setUpThen = <T>(companyId: string, work: (tx: Transaction) => Promise<T>) =>
    tenant(companyId, async (tx) => {
      await ensureSetUp(tx, companyId);
      return work(tx);
    });

  const enginePolicies = new WeakMap<LedgerPolicy, EnginePolicies>();

  async function ledgerOf<P extends LedgerPerson, R extends LedgerRequest>(
    tx: Transaction,
    companyId: string,
    rows: { facts: P[]; assignments: LedgerAssignment[]; requests: R[]; stored: LedgerStored[] },
    categoryIds?: readonly string[],
  ): Promise<Ledger<P, R>> {
    const profileIds = [...new Set(rows.assignments.map((row) => row.profileId))];
    const policies = await repo.balancePolicies(tx, companyId, profileIds, categoryIds);
    return {
      facts: new Map(rows.facts.map((row) => [row.id, row])),
      assignments: group(rows.assignments, (row) => row.employeeId),
      policies: group(policies, (row) => row.profileId),
      requests: group(rows.requests, (row) => row.employeeId),
      stored: group(rows.stored, (row) => row.employeeId),
    };
  }

  /** The whole ledger of some employees, every date and category (a request's rules read all of it). */
  async function loadLedger(tx: Transaction, companyId: string, employeeIds: readonly string[]): Promise<Ledger<Facts, repo.RequestRow>> {
    const [facts, assignments, requests, stored] = await Promise.all([
      repo.employeeFacts(tx, companyId, employeeIds),
      repo.assignmentsOf(tx, companyId, employeeIds),
      repo.holdingRequests(tx, companyId, employeeIds),
      ledgerRepo.entriesOf(tx, companyId, employeeIds),
    ]);
    return ledgerOf(tx, companyId, { facts, assignments, requests, stored });
  }

  /**
   * What balances on `date` read: the entries through that day (the balance at the end of a day
   * counts no later one), of the categories asked for; a long list of employees reads by company.
   */
  async function loadBalanceLedger(
    tx: Transaction,
    companyId: string,
    employeeIds: readonly string[],
    date: string,
    categoryIds?: ReadonlySet<string>,
  ): Promise<Ledger> {
    const narrow = { through: date, categoryIds: categoryIds ? [...categoryIds] : undefined };
    const [assignments, requests, stored] = await Promise.all([
      repo.balanceAssignments(tx, companyId, employeeIds, date),
      repo.balanceRequests(tx, companyId, employeeIds, narrow),
      ledgerRepo.balanceEntries(tx, companyId, employeeIds, narrow),
    ]);
    const facts = new Map(assignments.map((row) => [row.employeeId, { id: row.employeeId, ...row }]));
    return ledgerOf(tx, companyId, { facts: [...facts.values()], assignments, requests, stored }, narrow.categoryIds);
  }

  /** The policy of a category an employee has on a date (its version in force then), with the assignment it comes from. */
  function policyOn(ledger: Ledger, employeeId: string, categoryId: string, date: string) {
    const assignment = inForceOn(ledger.assignments.get(employeeId) ?? [], date);
    if (!assignment) return null;
    const row = (ledger.policies.get(assignment.profileId) ?? []).find((policy) => policy.policy.categoryId === categoryId);
    return row ? policyFound(assignment, row, date) : null;
  }

  function policyFound(assignment: LedgerAssignment, row: LedgerPolicy, date: string) {
    const engine = enginePoliciesOf(row);
    return { assignment, row, engine, policy: policyInForceOn(engine.policy, engine.versions, date) };
  }

  /** One set of engine policies per stored policy row of a ledger: the engine checks a policy object once, not per employee. */
  function enginePoliciesOf(row: LedgerPolicy): EnginePolicies {
    let policies = enginePolicies.get(row);
    if (!policies) {
      policies = engineVersions(row.categoryCode, row.policy);
      enginePolicies.set(row, policies);
    }
    return policies;
  }

  /** Converted leave (time off in lieu from overtime) as ledger entries; read outside any transaction. */
  async function convertedEntries(companyId: string, employeeId: string, from: string): Promise<LeaveLedgerEntry[]> {
    const rows = await deps.overwork.convertedLeave(companyId, employeeId, from, FAR_FUTURE);
    return rows.map((row) => ({ id: row.id, kind: 'convertedLeave', date: row.workDate, days: plainDays(row.days) }));
  }

  /** The engine's query for one employee's category, the assignment's ledger only (entries from its date on). */
  function balanceQuery(
    ledger: Ledger,
    found: NonNullable<ReturnType<typeof policyOn>>,
    employeeId: string,
    date: string,
    extra: { converted: readonly LeaveLedgerEntry[]; exceptRequestId?: string },
  ): LeaveBalanceQuery {
    const person = ledger.facts.get(employeeId);
    const from = found.assignment.effectiveFrom;
    const entries = (ledger.requests.get(employeeId) ?? [])
      .filter((request) => request.categoryId === found.row.policy.categoryId && request.id !== extra.exceptRequestId)
      .flatMap(requestEntries)
      .filter((entry) => entry.date >= from);
    const converted = found.row.categoryCode === TIME_OFF_IN_LIEU ? extra.converted.filter((entry) => entry.date >= from) : [];
    const stored = (ledger.stored.get(employeeId) ?? [])
      .filter((row) => row.categoryId === found.row.policy.categoryId && row.entryDate >= from)
      .map((row): LeaveLedgerEntry => ({
        id: row.id,
        kind: row.kind as LeaveLedgerEntry['kind'],
        date: row.entryDate,
        days: plainDays(row.days),
        reason: row.reason,
      }));
    return {
      policy: found.engine.policy,
      versions: found.engine.versions,
      assignment: { from, startingDays: found.assignment.startingDays[found.row.policy.categoryId] ?? null },
      // Without a hiring date the assignment's date stands for it.
      employee: { hiringDate: person?.hiringDate ?? from, cessationDate: person?.cessationDate ?? null },
      entries: [...entries, ...converted, ...stored],
      date,
    };
  }

  /** Assigns a profile from a date to employees, with starting days per category, one audit entry each. */
  async function assignWithin(tx: Transaction, auth: RequestAuth, actor: Actor, body: AssignLeaveProfileBody) {
    const profile = await repo.findProfile(tx, auth.companyId, body.profileId);
    if (!profile) throw new AppError('VALIDATION_FAILED', { fieldErrors: { profileId: 'validation:invalidOption' } });
    const employeeIds = [...new Set(body.employeeIds)];
    const known = await repo.reachableEmployeeIds(tx, auth.companyId, { kind: 'all' }, employeeIds, employeeIds.length);
    if (known.length !== employeeIds.length)
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { employeeIds: 'validation:invalidOption' } });
    const categories = new Set((await repo.profilePolicies(tx, auth.companyId, [profile.profile.id])).map((row) => row.policy.categoryId));
    const startingDays: Record<string, string> = {};
    for (const { categoryId, days } of body.startingDays) {
      if (!categories.has(categoryId))
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { startingDays: 'validation:invalidOption' } });
      startingDays[categoryId] = days;
    }
    const now = clock.now();
    for (const employeeId of employeeIds) {
      const row = await repo.upsertAssignment(tx, {
        companyId: auth.companyId,
        employeeId,
        profileId: profile.profile.id,
        effectiveFrom: body.effectiveFrom,
        startingDays,
        createdBy: auth.userId,
        createdAt: now,
      });
      await writeAudit(tx, actor, {
        entity: 'leave-assignment',
        entityId: row.id,
        action: 'create',
        after: { employeeId, profileId: profile.profile.id, effectiveFrom: body.effectiveFrom, startingDays },
      });
    }
    return { assigned: employeeIds.length };
  }

  async function todayOf(companyId: string) {
    const company = await tenant(companyId, (tx) => repo.companyFacts(tx, companyId));
    if (!company) throw notFound();
    return { today: calendarDate(clock.now(), company.timezone), editableApproved: company.preference.leaveRequest.editableApprovedLeave };
  }

  /** Days counted, balance before and after, and every rule broken: the preview, and the check before a save. */
  async function evaluate(companyId: string, employeeId: string, body: LeaveRequestBody, exceptRequestId?: string) {
    const { today } = await todayOf(companyId);
    const ledger = await setUpThen(companyId, (tx) => loadLedger(tx, companyId, [employeeId]));
    const person = ledger.facts.get(employeeId);
    if (!person) throw notFound();
    const found = policyOn(ledger, employeeId, body.categoryId, body.from);
    const empty = { days: '0', byDate: [], balanceBefore: null, balanceAfter: null, unit: null };
    if (!found) return { preview: { ...empty, problems: ['noPolicy'] } as LeavePreview, found: null, counted: null };
    if (spanDays(body.from, body.to) > TIME_OFF_LIMITS.maxRequestDays)
      return { preview: { ...empty, unit: found.policy.unit, problems: ['tooLong'] } as LeavePreview, found, counted: null };
    let workingDays: WorkingDay[] | undefined;
    if (found.policy.counting === 'workingDays') {
      const byEmployee = await deps.workCalendars.workingDays(companyId, { employeeIds: [employeeId], from: body.from, to: body.to });
      workingDays = (byEmployee.get(employeeId)?.dates ?? []) as WorkingDay[];
    }
    const hiringDate = person.hiringDate ?? found.assignment.effectiveFrom;
    const counted = countLeaveDays({
      policy: found.policy,
      request: { from: body.from, to: body.to, firstDayHalf: body.firstDayHalf, lastDayHalf: body.lastDayHalf, hours: body.hours },
      hiringDate,
      ...(workingDays ? { workingDays } : {}),
    });
    const converted =
      found.row.categoryCode === TIME_OFF_IN_LIEU ? await convertedEntries(companyId, employeeId, found.assignment.effectiveFrom) : [];
    const query = balanceQuery(ledger, found, employeeId, body.to, { converted, ...(exceptRequestId ? { exceptRequestId } : {}) });
    const asked = counted.byDate
      .filter((day) => day.days !== '0')
      .map((day) => ({ kind: 'pending' as const, date: day.date, days: `-${day.days}` }));
    const withRequest = { ...query, entries: [...query.entries, ...asked] };
    const others = (ledger.requests.get(employeeId) ?? []).filter(
      (other) =>
        other.id !== exceptRequestId &&
        !otherHalfOfTheDay(
          { from: other.fromDate, to: other.toDate, firstDayHalf: other.firstDayHalf, lastDayHalf: other.lastDayHalf },
          { from: body.from, to: body.to, firstDayHalf: body.firstDayHalf, lastDayHalf: body.lastDayHalf },
        ),
    );
    const problems = requestProblems({
      policy: found.policy,
      employee: {
        hiringDate,
        cessationDate: person.cessationDate,
        gender: person.gender === 'male' || person.gender === 'female' ? person.gender : null,
        employmentType: String(person.employmentType),
        confirmationDate: person.confirmationDate,
        nationality: person.nationality,
      },
      request: { from: body.from, to: body.to, days: counted.days, hasAttachment: body.attachmentFileId !== null },
      countProblems: counted.problems,
      today,
      otherRequests: others.map((other) => ({ from: other.fromDate, to: other.toDate })),
      lowestBalanceAfter: lowestBalanceFrom(withRequest, body.from, body.to),
    });
    const preview: LeavePreview = {
      days: counted.days,
      byDate: counted.byDate.map((day) => ({ date: day.date, days: day.days, reason: day.reason })),
      balanceBefore: leaveBalanceAt(query).balance,
      balanceAfter: leaveBalanceAt(withRequest).balance,
      unit: found.policy.unit,
      problems,
    };
    return { preview, found, counted };
  }

  const refused = (problems: readonly string[]) =>
    new AppError('LEAVE_RULES_BROKEN', {
      fieldErrors: Object.fromEntries(problems.map((problem) => [problem, `timeOff:problems.${problem}`])),
    });

  const requestById = async (auth: RequestAuth, id: string) => {
    const row = await tenant(auth.companyId, (tx) => repo.findRequest(tx, auth.companyId, id, { kind: 'all' }));
    if (!row) throw notFound();
    return toRequest(row);
  };

  /**
   * What the approver reads in the list, joined: 'Annual leave · 2026-12-07 – 2026-12-08 · 2' (the
   * category, the dates, the days counted). jsonb keeps keys shortest first: the names keep that order.
   */
  const summaryOf = (categoryName: string, body: { from: string; to: string }, days: string) => ({
    kind: categoryName,
    dates: body.from === body.to ? body.from : `${body.from} – ${body.to}`,
    daysCounted: days,
  });

  /** Balances of every category assigned (or of `categoryIds` only: a payrun reads the ones it pays). */
  async function balancesFor(
    companyId: string,
    employeeIds: readonly string[],
    date: string,
    categoryIds?: ReadonlySet<string>,
  ): Promise<EmployeeBalance[]> {
    const ledger = await setUpThen(companyId, (tx) => loadBalanceLedger(tx, companyId, employeeIds, date, categoryIds));
    const policiesOf = (assignment: LedgerAssignment) =>
      (ledger.policies.get(assignment.profileId) ?? []).filter((row) => !categoryIds || categoryIds.has(row.policy.categoryId));
    // Converted leave of every employee with time off in lieu asked for, in one read (a payrun reads thousands).
    const inLieu = employeeIds.flatMap((employeeId) => {
      const assignment = inForceOn(ledger.assignments.get(employeeId) ?? [], date);
      const rows = assignment ? policiesOf(assignment) : [];
      return rows.some((row) => row.categoryCode === TIME_OFF_IN_LIEU) ? [{ employeeId, from: assignment!.effectiveFrom }] : [];
    });
    const convertedBy = new Map<string, LeaveLedgerEntry[]>();
    if (inLieu.length > 0) {
      const earliest = inLieu.reduce((first, item) => (item.from < first ? item.from : first), inLieu[0]!.from);
      // Through the date: the balance at the end of a day counts no later entry.
      const rows = await deps.overwork.convertedLeaveFor(
        companyId,
        inLieu.map((item) => item.employeeId),
        earliest,
        date,
      );
      for (const row of rows) {
        const entry: LeaveLedgerEntry = { id: row.id, kind: 'convertedLeave', date: row.workDate, days: plainDays(row.days) };
        const list = convertedBy.get(row.employeeId);
        if (list) list.push(entry);
        else convertedBy.set(row.employeeId, [entry]);
      }
    }
    const result: EmployeeBalance[] = [];
    for (const employeeId of employeeIds) {
      const person = ledger.facts.get(employeeId);
      const assignment = inForceOn(ledger.assignments.get(employeeId) ?? [], date);
      if (!person || !assignment) continue;
      const converted = convertedBy.get(employeeId) ?? [];
      for (const row of policiesOf(assignment)) {
        const found = policyFound(assignment, row, date);
        const figures = leaveBalanceFiguresAt(balanceQuery(ledger, found, employeeId, date, { converted }));
        result.push({
          ...figures,
          employeeId,
          employeeName: person.name,
          categoryId: row.policy.categoryId,
          categoryName: row.categoryName,
          categoryCode: row.categoryCode as EmployeeBalance['categoryCode'],
          policyName: row.policy.name,
          unit: found.policy.unit,
        });
      }
    }
    return result;
  }

  /** One employee's balance of a category with its trace, or null when no policy of it is assigned on the date. */
  async function balanceWithTrace(companyId: string, employeeId: string, categoryId: string, date: string) {
    const ledger = await setUpThen(companyId, (tx) => loadBalanceLedger(tx, companyId, [employeeId], date, new Set([categoryId])));
    const found = policyOn(ledger, employeeId, categoryId, date);
    if (!found) return null;
    const converted =
      found.row.categoryCode === TIME_OFF_IN_LIEU ? await convertedEntries(companyId, employeeId, found.assignment.effectiveFrom) : [];
    return leaveBalanceAt(balanceQuery(ledger, found, employeeId, date, { converted }));
  }

  return {
    /** What the ledger's own faces (time-off.ledger.ts) read through: the same balance function. */
    ledgerAccess: { reachOf, requireReach, todayOf, setUpThen, balanceWithTrace, balancesFor },

    // ---- categories

    async categoryTable(auth: RequestAuth, request: TableRequest) {
      const page = await setUpThen(auth.companyId, (tx) => repo.categoryTable(tx, auth.companyId, request));
      return { data: page.rows.map(toCategory), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },

    createCategory: (auth: RequestAuth, actor: Actor, body: CreateLeaveCategoryBody) =>
      guardUniqueName(() =>
        setUpThen(auth.companyId, async (tx) => {
          const fields = tidyNamed(body);
          if (await repo.categoryNameTaken(tx, auth.companyId, fields.name)) throw nameTaken();
          const now = clock.now();
          const row = await repo.insertCategory(tx, { companyId: auth.companyId, ...fields, createdAt: now, updatedAt: now });
          await writeAudit(tx, actor, { entity: 'leave-category', entityId: row.id, action: 'create', after: fields });
          return toCategory({ category: row, policies: 0 });
        }),
      ),

    updateCategory: (auth: RequestAuth, actor: Actor, { id, version, ...body }: UpdateLeaveCategoryBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const before = await repo.findCategory(tx, auth.companyId, id);
          if (!before) throw notFound();
          const fields = tidyNamed(body);
          if (await repo.categoryNameTaken(tx, auth.companyId, fields.name, id)) throw nameTaken();
          const row = await repo.updateCategory(tx, auth.companyId, {
            id,
            expectedVersion: version,
            set: { ...fields, updatedAt: clock.now() },
          });
          if (!row) throw versionConflict();
          const was = { name: before.category.name, description: before.category.description };
          await writeAudit(tx, actor, { entity: 'leave-category', entityId: id, action: 'update', ...changedFields(was, fields) });
          return toCategory({ category: row, policies: before.policies });
        }),
      ),

    removeCategory: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const before = await repo.findCategory(tx, auth.companyId, id);
        if (!before) throw notFound();
        if ((await repo.categoryInUse(tx, auth.companyId, id)) || (await ledgerRepo.categoryHasEntries(tx, auth.companyId, id)))
          throw new AppError('IN_USE');
        await repo.removeCategory(tx, auth.companyId, id);
        await writeAudit(tx, actor, {
          entity: 'leave-category',
          entityId: id,
          action: 'delete',
          before: { name: before.category.name, description: before.category.description },
        });
      }),

    // ---- policies

    async policyTable(auth: RequestAuth, request: TableRequest) {
      const page = await setUpThen(auth.companyId, (tx) => repo.policyTable(tx, auth.companyId, request));
      return { data: page.rows.map(toPolicy), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },

    createPolicy: (auth: RequestAuth, actor: Actor, body: CreateLeavePolicyBody) =>
      guardUniqueName(() =>
        setUpThen(auth.companyId, async (tx) => {
          if (!(await repo.findCategory(tx, auth.companyId, body.categoryId)))
            throw new AppError('VALIDATION_FAILED', { fieldErrors: { categoryId: 'validation:invalidOption' } });
          const name = body.name.trim();
          if (await repo.policyNameTaken(tx, auth.companyId, name)) throw nameTaken();
          const now = clock.now();
          const row = await repo.insertPolicy(tx, {
            companyId: auth.companyId,
            categoryId: body.categoryId,
            name,
            rules: body.rules,
            createdAt: now,
            updatedAt: now,
          });
          await writeAudit(tx, actor, {
            entity: 'leave-policy',
            entityId: row.id,
            action: 'create',
            after: { name, categoryId: body.categoryId, rules: body.rules },
          });
          return toPolicy((await repo.findPolicy(tx, auth.companyId, row.id))!);
        }),
      ),

    updatePolicy: (auth: RequestAuth, actor: Actor, { id, version, ...body }: UpdateLeavePolicyBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const before = await repo.findPolicy(tx, auth.companyId, id);
          if (!before) throw notFound();
          if (!(await repo.findCategory(tx, auth.companyId, body.categoryId)))
            throw new AppError('VALIDATION_FAILED', { fieldErrors: { categoryId: 'validation:invalidOption' } });
          const name = body.name.trim();
          if (await repo.policyNameTaken(tx, auth.companyId, name, id)) throw nameTaken();
          const changed = changedRules(before.policy, { rules: body.rules, effectiveFrom: body.effectiveFrom });
          if (isProblem(changed)) throw new AppError('VALIDATION_FAILED', { fieldErrors: { [changed[0]]: changed[1] } });
          const row = await repo.updatePolicy(tx, auth.companyId, {
            id,
            expectedVersion: version,
            set: { name, categoryId: body.categoryId, rules: changed.rules, versions: [...changed.versions], updatedAt: clock.now() },
          });
          if (!row) throw versionConflict();
          const was = {
            name: before.policy.name,
            categoryId: before.policy.categoryId,
            rules: before.policy.rules,
            versions: before.policy.versions,
          };
          await writeAudit(tx, actor, {
            entity: 'leave-policy',
            entityId: id,
            action: 'update',
            ...changedFields(was, { name, categoryId: body.categoryId, rules: changed.rules, versions: [...changed.versions] }),
          });
          return toPolicy((await repo.findPolicy(tx, auth.companyId, id))!);
        }),
      ),

    /** Withdraws a dated version whose date has not come yet in the company's timezone. */
    removePolicyVersion: (auth: RequestAuth, actor: Actor, id: string, effectiveFrom: string) =>
      tenant(auth.companyId, async (tx) => {
        const before = await repo.findPolicy(tx, auth.companyId, id);
        const company = await repo.companyFacts(tx, auth.companyId);
        const versions = before?.policy.versions ?? [];
        if (!before || !company || !versions.some((item) => item.effectiveFrom === effectiveFrom)) throw notFound();
        if (effectiveFrom <= calendarDate(clock.now(), company.timezone)) throw new AppError('LEAVE_VERSION_IN_FORCE');
        const kept = versions.filter((item) => item.effectiveFrom !== effectiveFrom);
        const row = await repo.updatePolicy(tx, auth.companyId, {
          id,
          expectedVersion: before.policy.version,
          set: { versions: kept, updatedAt: clock.now() },
        });
        if (!row) throw versionConflict();
        await writeAudit(tx, actor, {
          entity: 'leave-policy',
          entityId: id,
          action: 'update',
          ...changedFields({ versions }, { versions: kept }),
        });
        return toPolicy((await repo.findPolicy(tx, auth.companyId, id))!);
      }),

    removePolicy: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const before = await repo.findPolicy(tx, auth.companyId, id);
        if (!before) throw notFound();
        if (before.profiles > 0) throw new AppError('IN_USE');
        await repo.removePolicy(tx, auth.companyId, id);
        await writeAudit(tx, actor, {
          entity: 'leave-policy',
          entityId: id,
          action: 'delete',
          before: { name: before.policy.name, categoryId: before.policy.categoryId },
        });
      }),

    // ---- profiles

    async profileTable(auth: RequestAuth, request: TableRequest) {
      return setUpThen(auth.companyId, async (tx) => {
        const page = await repo.profileTable(tx, auth.companyId, request);
        const policies = await repo.profilePolicies(
          tx,
          auth.companyId,
          page.rows.map((row) => row.profile.id),
        );
        return {
          data: page.rows.map((row) => toProfile(row, policies)),
          recordsTotal: page.recordsTotal,
          recordsFiltered: page.recordsFiltered,
        };
      });
    },

    createProfile: (auth: RequestAuth, actor: Actor, body: CreateLeaveProfileBody) =>
      guardUniqueName(() =>
        setUpThen(auth.companyId, async (tx) => {
          const fields = tidyNamed(body);
          await checkPolicies(tx, auth.companyId, fields.policyIds);
          if (await repo.profileNameTaken(tx, auth.companyId, fields.name)) throw nameTaken();
          const now = clock.now();
          const row = await repo.insertProfile(tx, {
            companyId: auth.companyId,
            name: fields.name,
            description: fields.description,
            createdAt: now,
            updatedAt: now,
          });
          await repo.setProfilePolicies(tx, auth.companyId, row.id, fields.policyIds);
          await writeAudit(tx, actor, { entity: 'leave-profile', entityId: row.id, action: 'create', after: fields });
          return toProfile({ profile: row, assignments: 0 }, await repo.profilePolicies(tx, auth.companyId, [row.id]));
        }),
      ),

    updateProfile: (auth: RequestAuth, actor: Actor, { id, version, ...body }: UpdateLeaveProfileBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const before = await repo.findProfile(tx, auth.companyId, id);
          if (!before) throw notFound();
          const fields = tidyNamed(body);
          await checkPolicies(tx, auth.companyId, fields.policyIds);
          if (await repo.profileNameTaken(tx, auth.companyId, fields.name, id)) throw nameTaken();
          const row = await repo.updateProfile(tx, auth.companyId, {
            id,
            expectedVersion: version,
            set: { name: fields.name, description: fields.description, updatedAt: clock.now() },
          });
          if (!row) throw versionConflict();
          const beforePolicies = (await repo.profilePolicies(tx, auth.companyId, [id])).map((policy) => policy.policy.id).sort();
          await repo.setProfilePolicies(tx, auth.companyId, id, fields.policyIds);
          const was = { name: before.profile.name, description: before.profile.description, policyIds: beforePolicies };
          await writeAudit(tx, actor, {
            entity: 'leave-profile',
            entityId: id,
            action: 'update',
            ...changedFields(was, { ...fields, policyIds: [...fields.policyIds].sort() }),
          });
          return toProfile({ profile: row, assignments: before.assignments }, await repo.profilePolicies(tx, auth.companyId, [id]));
        }),
      ),

    removeProfile: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const before = await repo.findProfile(tx, auth.companyId, id);
        if (!before) throw notFound();
        if (await repo.profileAssigned(tx, auth.companyId, id)) throw new AppError('IN_USE');
        await repo.removeProfile(tx, auth.companyId, id);
        await writeAudit(tx, actor, { entity: 'leave-profile', entityId: id, action: 'delete', before: { name: before.profile.name } });
      }),

    // ---- assignments

    async assignedTable(auth: RequestAuth, body: AssignedTableBody) {
      const date = body.date ?? (await todayOf(auth.companyId)).today;
      return tenant(auth.companyId, async (tx) => {
        const page = await repo.assignedTable(tx, auth.companyId, body, date);
        const names = await categoryNames(tx, auth.companyId);
        return {
          data: page.rows.map((row) => toAssignment(row, names)),
          recordsTotal: page.recordsTotal,
          recordsFiltered: page.recordsFiltered,
        };
      });
    },

    assign: (auth: RequestAuth, actor: Actor, body: AssignLeaveProfileBody) =>
      setUpThen(auth.companyId, (tx) => assignWithin(tx, auth, actor, body)),

    /** The leave profile of an employee being added, in the employee's transaction. */
    async assignNewEmployee(tx: Transaction, auth: RequestAuth, actor: Actor, body: AssignLeaveProfileBody) {
      await ensureSetUp(tx, auth.companyId);
      await assignWithin(tx, auth, actor, body);
    },

    async history(auth: RequestAuth, employeeId: string): Promise<LeaveAssignment[]> {
      return tenant(auth.companyId, async (tx) => {
        const rows = await repo.assignmentHistory(tx, auth.companyId, employeeId);
        const names = await categoryNames(tx, auth.companyId);
        return rows.map((row) => toAssignment(row, names));
      });
    },

    removeAssignment: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const before = await repo.findAssignment(tx, auth.companyId, id);
        if (!before) throw notFound();
        await repo.removeAssignment(tx, auth.companyId, id);
        await writeAudit(tx, actor, {
          entity: 'leave-assignment',
          entityId: id,
          action: 'delete',
          before: { employeeId: before.employeeId, profileId: before.profileId, effectiveFrom: before.effectiveFrom },
        });
      }),

    async employeePolicies(auth: RequestAuth, employeeId: string, date: string | undefined): Promise<EmployeeLeavePolicy[]> {
      await requireReach(auth, employeeId);
      const on = date ?? (await todayOf(auth.companyId)).today;
      const ledger = await setUpThen(auth.companyId, (tx) => loadLedger(tx, auth.companyId, [employeeId]));
      const assignment = inForceOn(ledger.assignments.get(employeeId) ?? [], on);
      if (!assignment) return [];
      return (ledger.policies.get(assignment.profileId) ?? []).map((row) => {
        const { policy } = policyFound(assignment, row, on);
        return {
          policyId: row.policy.id,
          policyName: row.policy.name,
          categoryId: row.policy.categoryId,
          categoryName: row.categoryName,
          categoryCode: row.categoryCode as EmployeeLeavePolicy['categoryCode'],
          unit: policy.unit,
          hoursPerDay: policy.hoursPerDay,
        };
      });
    },

    // ---- requests

    async preview(auth: RequestAuth, body: LeaveRequestBody): Promise<LeavePreview> {
      const employeeId = body.employeeId ?? auth.employeeId;
      if (!employeeId) throw new AppError('NO_EMPLOYEE_LINKED');
      await requireReach(auth, employeeId);
      return (await evaluate(auth.companyId, employeeId, body)).preview;
    },

    /** A request; `override` (HR only: the caller checks) sets aside the overridable rules it breaks, with a reason. */
    async create(auth: RequestAuth, actor: Actor, body: LeaveRequestBody, override?: LeaveOverride): Promise<LeaveRequest> {
      const employeeId = body.employeeId ?? auth.employeeId;
      if (!employeeId) throw new AppError('NO_EMPLOYEE_LINKED');
      await requireReach(auth, employeeId);
      const { preview, found, counted } = await evaluate(auth.companyId, employeeId, body);
      const { overridden, blocking } = overriddenOf(preview.problems, override);
      if (blocking.length > 0 || !found || !counted) throw refused(blocking.length > 0 ? blocking : preview.problems);
      const id = await tenant(auth.companyId, async (tx) => {
        const now = clock.now();
        if (body.attachmentFileId)
          await claimAttachment(tx, deps.files, { companyId: auth.companyId, fileId: body.attachmentFileId, userId: auth.userId });
        const row = await repo.insertRequest(tx, {
          companyId: auth.companyId,
          employeeId,
          categoryId: body.categoryId,
          policyId: found.row.policy.id,
          fromDate: body.from,
          toDate: body.to,
          firstDayHalf: body.firstDayHalf,
          lastDayHalf: body.lastDayHalf,
          hours: body.hours,
          days: counted.days,
          byDate: counted.byDate.map((day) => ({ date: day.date, days: day.days })),
          status: 'pending',
          attachmentFileId: body.attachmentFileId,
          reason: body.reason,
          requestedBy: auth.userId,
          createdAt: now,
          updatedAt: now,
        });
        await writeAudit(tx, actor, {
          entity: 'leave-request',
          entityId: row.id,
          action: 'create',
          after: {
            employeeId,
            categoryId: body.categoryId,
            from: body.from,
            to: body.to,
            days: counted.days,
            status: 'pending',
            ...(body.attachmentFileId ? { attachmentFileId: body.attachmentFileId } : {}),
            ...(override && overridden.length > 0 ? { overriddenRules: overridden, overrideReason: override.reason } : {}),
          },
        });
        const approval = await deps.approvals.submit(tx, {
          companyId: auth.companyId,
          kind: TIME_OFF_APPROVAL,
          subjectId: row.id,
          employeeId,
          requestedBy: auth.userId,
          summary: summaryOf(found.row.categoryName, body, counted.days),
          now,
        });
        await repo.setRequest(tx, auth.companyId, row.id, { approvalRequestId: approval.id });
        return row.id;
      });
      return requestById(auth, id);
    },

    async change(auth: RequestAuth, actor: Actor, { id, version, ...fields }: ChangeLeaveRequestBody): Promise<LeaveRequest> {
      const reach = await reachOf(auth);
      const current = reach ? await tenant(auth.companyId, (tx) => repo.findRequest(tx, auth.companyId, id, reach)) : undefined;
      if (!current) throw notFound();
      const { editableApproved } = await todayOf(auth.companyId);
      const status = current.request.status;
      if (status === 'rejected' || status === 'cancelled') throw new AppError('LEAVE_REQUEST_CLOSED');
      if (status === 'approved' && !editableApproved) throw new AppError('LEAVE_NOT_EDITABLE');
      const body: LeaveRequestBody = { ...fields, employeeId: current.request.employeeId };
      const { preview, found, counted } = await evaluate(auth.companyId, current.request.employeeId, body, id);
      if (preview.problems.length > 0 || !found || !counted) throw refused(preview.problems);
      await tenant(auth.companyId, async (tx) => {
        const locked = await repo.lockRequest(tx, auth.companyId, id);
        if (!locked || locked.version !== version) throw versionConflict();
        const now = clock.now();
        // A new attachment is kept for the request; the one it replaces goes.
        if (body.attachmentFileId && body.attachmentFileId !== locked.attachmentFileId)
          await claimAttachment(tx, deps.files, { companyId: auth.companyId, fileId: body.attachmentFileId, userId: auth.userId });
        if (locked.attachmentFileId && locked.attachmentFileId !== body.attachmentFileId)
          await deps.files.remove(tx, { companyId: auth.companyId, fileId: locked.attachmentFileId });
        await repo.setRequest(tx, auth.companyId, id, {
          categoryId: body.categoryId,
          policyId: found.row.policy.id,
          fromDate: body.from,
          toDate: body.to,
          firstDayHalf: body.firstDayHalf,
          lastDayHalf: body.lastDayHalf,
          hours: body.hours,
          days: counted.days,
          byDate: counted.byDate.map((day) => ({ date: day.date, days: day.days })),
          status: 'pending',
          attachmentFileId: body.attachmentFileId,
          reason: body.reason,
          decidedAt: null,
          decisionComment: null,
          updatedAt: now,
        });
        await writeAudit(tx, actor, {
          entity: 'leave-request',
          entityId: id,
          action: 'update',
          ...changedFields(
            { categoryId: locked.categoryId, from: locked.fromDate, to: locked.toDate, days: locked.days, status: locked.status },
            { categoryId: body.categoryId, from: body.from, to: body.to, days: counted.days, status: 'pending' },
          ),
        });
        const submit = {
          companyId: auth.companyId,
          kind: TIME_OFF_APPROVAL,
          subjectId: id,
          employeeId: locked.employeeId,
          requestedBy: auth.userId,
          summary: summaryOf(found.row.categoryName, body, counted.days),
          now,
        };
        // A pending request's approval ends as changed and starts again; an approved one goes through
        // approval again, those who approved it told it changed.
        const approval =
          locked.status === 'pending' && locked.approvalRequestId
            ? await deps.approvals.change(tx, submit)
            : locked.approvalRequestId
              ? await deps.approvals.reopen(tx, { ...submit, previousId: locked.approvalRequestId })
              : await deps.approvals.submit(tx, submit);
        await repo.setRequest(tx, auth.companyId, id, { approvalRequestId: approval.id });
      });
      return requestById(auth, id);
    },

    async cancel(auth: RequestAuth, actor: Actor, id: string): Promise<LeaveRequest> {
      const reach = await reachOf(auth);
      const current = reach ? await tenant(auth.companyId, (tx) => repo.findRequest(tx, auth.companyId, id, reach)) : undefined;
      if (!current) throw notFound();
      await tenant(auth.companyId, async (tx) => {
        const locked = await repo.lockRequest(tx, auth.companyId, id);
        if (!locked) throw notFound();
        if (locked.status !== 'pending' && locked.status !== 'approved') throw new AppError('LEAVE_REQUEST_CLOSED');
        const now = clock.now();
        if (locked.status === 'pending' && locked.approvalRequestId)
          await deps.approvals.cancel(tx, { companyId: auth.companyId, kind: TIME_OFF_APPROVAL, subjectId: id, userId: auth.userId, now });
        await repo.setRequest(tx, auth.companyId, id, { status: 'cancelled', updatedAt: now });
        await writeAudit(tx, actor, {
          entity: 'leave-request',
          entityId: id,
          action: 'cancel',
          before: { status: locked.status },
          after: { status: 'cancelled' },
        });
      });
      return requestById(auth, id);
    },

    async requestTable(auth: RequestAuth, body: LeaveRequestTableBody) {
      const reach = await reachOf(auth);
      if (!reach) return { data: [], recordsTotal: 0, recordsFiltered: 0 };
      const page = await tenant(auth.companyId, (tx) =>
        repo.requestTable(tx, auth.companyId, { reach, request: body, status: body.status, employeeId: body.employeeId }),
      );
      return { data: page.rows.map(toRequest), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },

    /** The approval engine decided: the request takes its outcome, in the deciding transaction. */
    async onDecided(tx: Transaction, request: DecidedRequest, outcome: 'approved' | 'rejected') {
      const locked = await repo.lockRequest(tx, request.companyId, request.subjectId);
      if (!locked || locked.status !== 'pending' || locked.approvalRequestId !== request.id) return;
      const now = clock.now();
      await repo.setRequest(tx, request.companyId, locked.id, {
        status: outcome,
        decidedAt: now,
        decisionComment: request.comment,
        updatedAt: now,
      });
      await writeAudit(tx, request.decidedBy, {
        entity: 'leave-request',
        entityId: locked.id,
        action: outcome === 'approved' ? 'approve' : 'reject',
        before: { status: 'pending' },
        after: { status: outcome, ...(request.comment ? { comment: request.comment } : {}) },
      });
    },

    // ---- balances

    /** `GET employees/{id}/timeoff/{type}/balance?date=`: the fixed shape outside tools rely on. */
    async balance(auth: RequestAuth, input: { employeeId: string; type: string; date?: string | undefined }): Promise<LeaveBalanceFigures> {
      await requireReach(auth, input.employeeId);
      const date = input.date ?? (await todayOf(auth.companyId)).today;
      const category = await setUpThen(auth.companyId, (tx) => repo.categoryByType(tx, auth.companyId, input.type));
      if (!category) throw notFound();
      const [row] = await balancesFor(auth.companyId, [input.employeeId], date, new Set([category.id]));
      if (!row) throw new AppError('LEAVE_NO_POLICY');
      return {
        entitled: row.entitled,
        accrued: row.accrued,
        taken: row.taken,
        pending: row.pending,
        carriedForward: row.carriedForward,
        expired: row.expired,
        adjusted: row.adjusted,
        balance: row.balance,
      };
    },

    async balances(auth: RequestAuth, body: { employeeIds?: string[] | undefined; date?: string | undefined }) {
      const reach = await reachOf(auth);
      if (!reach) return [];
      const date = body.date ?? (await todayOf(auth.companyId)).today;
      const ids = await tenant(auth.companyId, (tx) =>
        repo.reachableEmployeeIds(tx, auth.companyId, reach, body.employeeIds, TIME_OFF_LIMITS.maxEmployees),
      );
      return balancesFor(auth.companyId, ids, date);
    },

    async upcoming(auth: RequestAuth, body: { employeeIds?: string[] | undefined; from?: string | undefined }) {
      const reach = await reachOf(auth);
      if (!reach) return [];
      const from = body.from ?? (await todayOf(auth.companyId)).today;
      return tenant(auth.companyId, async (tx) => {
        const ids = await repo.reachableEmployeeIds(tx, auth.companyId, reach, body.employeeIds, TIME_OFF_LIMITS.maxEmployees);
        return (await repo.upcoming(tx, auth.companyId, ids, from)).map(toRequest);
      });
    },
  };
}

function toProfile(row: { profile: repo.ProfileRow; assignments: number }, policies: readonly ProfilePolicy[]): LeaveProfile {
  return {
    id: row.profile.id,
    name: row.profile.name,
    description: row.profile.description,
    policies: policies
      .filter((policy) => policy.profileId === row.profile.id)
      .map((policy) => ({
        id: policy.policy.id,
        name: policy.policy.name,
        categoryId: policy.policy.categoryId,
        categoryName: policy.categoryName,
      })),
    assignments: row.assignments,
    updatedAt: row.profile.updatedAt.getTime(),
    version: row.profile.version,
  };
}

function toAssignment(row: repo.AssignmentListRow, names: Map<string, string>): LeaveAssignment {
  return {
    id: row.assignment.id,
    employeeId: row.assignment.employeeId,
    employeeName: row.employeeName,
    employmentNumber: row.employmentNumber,
    profileId: row.assignment.profileId,
    profileName: row.profileName,
    effectiveFrom: row.assignment.effectiveFrom,
    startingDays: Object.entries(row.assignment.startingDays).map(([categoryId, days]) => ({
      categoryId,
      categoryName: names.get(categoryId) ?? '',
      days,
    })),
    createdAt: row.assignment.createdAt.getTime(),
  };
}

async function categoryNames(tx: Transaction, companyId: string) {
  const page = await repo.categoryTable(tx, companyId, { start: 0, length: -1, order: [], search: { value: '' }, columns: [] });
  return new Map(page.rows.map((row) => [row.category.id, row.category.name]));
}

/** The policies exist and name each category at most once. */
async function checkPolicies(tx: Transaction, companyId: string, policyIds: readonly string[]) {
  const rows = await repo.policiesByIds(tx, companyId, [...new Set(policyIds)]);
  if (rows.length !== new Set(policyIds).size)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { policyIds: 'validation:invalidOption' } });
  if (new Set(rows.map((row) => row.policy.categoryId)).size !== rows.length) throw new AppError('LEAVE_PROFILE_CATEGORY_TWICE');
}

export type TimeOffService = ReturnType<typeof createTimeOffService>;
