import type {
  AssignPayItemsBody,
  CreatePayItemCategoryBody,
  CreatePayItemPolicyBody,
  CreatePayItemProfileBody,
  DuePayItem,
  PayItemAssignment,
  PayItemAssignmentTableBody,
  PayItemCategory,
  PayItemKind,
  PayItemPeriodBody,
  PayItemPolicy,
  PayItemPreview,
  PayItemPrintBody,
  PayItemProfile,
  PayItemRecurrence,
  PayItemTypes,
  PolicyCheck,
  PolicyCheckBody,
  TableRequest,
  UnassignPayItemBody,
  UpdatePayItemCategoryBody,
  UpdatePayItemPolicyBody,
  UpdatePayItemProfileBody,
} from '@tenaga/contracts';
import { PAY_ITEM_KINDS, PAY_ITEM_LIMITS, PAY_ITEM_RECURRENCES } from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, forbidden, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import { isLanguage } from '../../lib/document-format.ts';
import { createRegionFormat } from '../../lib/region-format.ts';
import type { Translate } from '../../lib/i18n.ts';
import { guardUniqueName, nameTaken } from '../../lib/unique-name.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { FileBody } from '../../plugins/route-binding.ts';
import type { AccessService } from '../access/index.ts';
import { companyProfile } from '../companies/index.ts';
import type { PaymentFormulasService } from '../payment-formulas/index.ts';
import { DEFAULT_CATEGORIES, DEFAULT_TREATMENT } from './pay-items.defaults.ts';
import { payItemsPdf, type PayItemPrint } from './pay-items.pdf.ts';
import * as repo from './pay-items.repository.ts';
import * as requestsRepo from './pay-items.requests.repository.ts';
import { dueDays, moneyOrNull, monthBounds, overlaps, tidyNamed, totalsByKind } from './pay-items.rules.ts';

export interface PayItemsServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  translate: Translate;
  access: Pick<AccessService, 'accessOf'>;
  formulas: Pick<PaymentFormulasService, 'options'>;
}

const toCategory = (row: { category: repo.CategoryRow; policies: number }): PayItemCategory => ({
  id: row.category.id,
  code: row.category.code,
  name: row.category.name,
  description: row.category.description,
  kind: row.category.kind as PayItemKind,
  treatment: row.category.treatment,
  policies: row.policies,
  createdAt: row.category.createdAt.getTime(),
  updatedAt: row.category.updatedAt.getTime(),
  version: row.category.version,
});

const toPolicy = (row: repo.PolicyListRow): PayItemPolicy => ({
  id: row.policy.id,
  categoryId: row.policy.categoryId,
  categoryName: row.categoryName,
  kind: row.kind as PayItemKind,
  name: row.policy.name,
  description: row.policy.description,
  recurrence: row.policy.recurrence as PayItemRecurrence,
  amount: row.policy.amount,
  formulaId: row.policy.formulaId,
  requestable: row.policy.requestable,
  requestAmountEditable: row.policy.requestAmountEditable,
  assignments: row.assignments,
  updatedAt: row.policy.updatedAt.getTime(),
  version: row.policy.version,
});

const toAssignment = (row: repo.AssignmentListRow): PayItemAssignment => ({
  id: row.assignment.id,
  employeeId: row.assignment.employeeId,
  employeeName: row.employeeName,
  employmentNumber: row.employmentNumber,
  policyId: row.assignment.policyId,
  policyName: row.policyName,
  categoryName: row.categoryName,
  kind: row.kind as PayItemKind,
  recurrence: row.recurrence as PayItemRecurrence,
  amount: row.assignment.amount,
  formulaId: row.formulaId,
  description: row.assignment.description,
  effectiveFrom: row.assignment.effectiveFrom,
  endedOn: row.assignment.endedOn,
  profileName: row.assignment.profileName,
  createdAt: row.assignment.createdAt.getTime(),
  version: row.assignment.version,
});

const categoryAudit = (row: Pick<repo.CategoryRow, 'name' | 'description' | 'kind' | 'treatment'>) => ({
  name: row.name,
  description: row.description,
  kind: row.kind,
  treatment: row.treatment,
});
const policyAudit = (
  row: Pick<
    repo.PolicyRow,
    'name' | 'description' | 'categoryId' | 'recurrence' | 'amount' | 'formulaId' | 'requestable' | 'requestAmountEditable'
  >,
) => ({
  name: row.name,
  description: row.description,
  categoryId: row.categoryId,
  recurrence: row.recurrence,
  amount: moneyOrNull(row.amount),
  formulaId: row.formulaId,
  requestable: row.requestable,
  requestAmountEditable: row.requestAmountEditable,
});

/**
 * Pay items: categories, policies, profiles and their assignment, each change in one transaction
 * with its audit entry. The payrun reads `payItemsFor(companyId, { period, employeeIds })`.
 */
export function createPayItemsService({ tenant, clock, translate, access, formulas }: PayItemsServiceDeps) {
  /** A company's first use makes its default categories, named in its language. */
  async function ensureSetUp(tx: Transaction, companyId: string) {
    if (await repo.isSetUp(tx, companyId)) return;
    if (!(await repo.claimSetup(tx, companyId))) return;
    const { language } = await companyProfile(tx, companyId);
    const now = clock.now();
    for (const category of DEFAULT_CATEGORIES) {
      await repo.insertCategory(tx, {
        companyId,
        code: category.code,
        name: translate(language as Parameters<Translate>[0], `payItems:defaults.${category.code}`),
        kind: category.kind,
        treatment: category.treatment,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  const setUpThen = <T>(companyId: string, work: (tx: Transaction) => Promise<T>) =>
    tenant(companyId, async (tx) => {
      await ensureSetUp(tx, companyId);
      return work(tx);
    });

  /** Everyone's pay items for those granted the assignment page with every employee in scope; one's own otherwise. */
  async function reachOf(auth: RequestAuth): Promise<repo.Reach | null> {
    const { dataScope, menuGrants } = await access.accessOf(auth);
    if (dataScope === 'all' && menuGrants.exemptionAssignment) return { kind: 'all' };
    return auth.employeeId ? { kind: 'self', employeeId: auth.employeeId } : null;
  }
  async function managerReach(auth: RequestAuth): Promise<repo.Reach> {
    const reach = await reachOf(auth);
    if (reach?.kind !== 'all') throw forbidden();
    return reach;
  }

  async function checkFormula(auth: RequestAuth, formulaId: string | null) {
    if (formulaId === null) return;
    const options = await formulas.options(auth);
    if (!options.some((option) => option.id === formulaId)) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { formulaId: 'validation:invalidOption' } });
    }
  }

  async function loadPolicy(tx: Transaction, companyId: string, id: string) {
    const [row] = await repo.policiesWhere(tx, companyId, [id]);
    if (!row) throw notFound();
    return row;
  }

  async function profileOut(tx: Transaction, companyId: string, rows: readonly repo.ProfileRow[]): Promise<PayItemProfile[]> {
    const items = await repo.profileItems(
      tx,
      companyId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      items: items
        .filter((item) => item.profileId === row.id)
        .map((item) => ({
          policyId: item.policyId,
          policyName: item.policyName,
          kind: item.kind as PayItemKind,
          recurrence: item.recurrence as PayItemRecurrence,
          description: item.description,
          amount: item.amount,
        })),
      updatedAt: row.updatedAt.getTime(),
      version: row.version,
    }));
  }

  async function checkProfileItems(tx: Transaction, companyId: string, items: CreatePayItemProfileBody['items']) {
    const ids = items.map((item) => item.policyId);
    const twice = ids.findIndex((id, index) => ids.indexOf(id) !== index);
    if (twice >= 0) throw new AppError('VALIDATION_FAILED', { fieldErrors: { [`items.${twice}.policyId`]: 'validation:invalidValue' } });
    const known = new Set((await repo.policiesWhere(tx, companyId, ids)).map((row) => row.policy.id));
    const unknown = ids.findIndex((id) => !known.has(id));
    if (unknown >= 0)
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { [`items.${unknown}.policyId`]: 'validation:invalidOption' } });
  }

  async function due(
    tx: Transaction,
    companyId: string,
    input: { period: string; employeeIds: readonly string[] | null; reach: repo.Reach },
  ) {
    const { first, last } = monthBounds(input.period);
    const rows = await repo.assignmentsBetween(tx, companyId, {
      employeeIds: input.employeeIds,
      from: first,
      to: last,
      reach: input.reach,
    });
    return rows.flatMap((row): DuePayItem[] => {
      const days = dueDays(
        { recurrence: row.recurrence as PayItemRecurrence, effectiveFrom: row.assignment.effectiveFrom, endedOn: row.assignment.endedOn },
        input.period,
      );
      if (!days) return [];
      return [
        {
          assignmentId: row.assignment.id,
          employeeId: row.assignment.employeeId,
          employeeName: row.employeeName,
          employmentNumber: row.employmentNumber,
          policyId: row.assignment.policyId,
          policyName: row.policyName,
          categoryName: row.categoryName,
          kind: row.kind as PayItemKind,
          recurrence: row.recurrence as PayItemRecurrence,
          amount: row.assignment.amount,
          formulaId: row.formulaId,
          description: row.assignment.description,
          from: days.from,
          to: days.to,
          treatment: row.treatment,
        },
      ];
    });
  }

  /**
   * Gives policies to employees (locked by the caller, with their names) from a date, with the
   * recurring-policy rule, one audit entry per assignment: HR's assignment and an approved request alike.
   */
  async function assignIn(
    tx: Transaction,
    actor: Actor,
    input: {
      companyId: string;
      people: readonly { id: string; name: string }[];
      effectiveFrom: string;
      items: readonly { policyId: string; amount: string | null; description: string }[];
      profileName: string | null;
    },
  ) {
    const policies = new Map(
      (await repo.policiesWhere(tx, input.companyId, [...new Set(input.items.map((item) => item.policyId))])).map((row) => [
        row.policy.id,
        row,
      ]),
    );
    const unknown = input.items.findIndex((item) => !policies.has(item.policyId));
    if (unknown >= 0)
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { [`items.${unknown}.policyId`]: 'validation:invalidOption' } });
    const recurringIds = new Set(
      input.items.filter((item) => policies.get(item.policyId)!.policy.recurrence === 'recurring').map((item) => item.policyId),
    );
    const names = new Map(input.people.map((person) => [person.id, person.name]));
    // A recurring item is paid once a month: the same one twice at a time would pay it twice.
    const twice = input.items.findIndex(
      (item, index) => recurringIds.has(item.policyId) && input.items.findIndex((other) => other.policyId === item.policyId) !== index,
    );
    if (twice >= 0) throw new AppError('VALIDATION_FAILED', { fieldErrors: { [`items.${twice}.policyId`]: 'validation:invalidValue' } });
    for (const held of await repo.recurringOf(
      tx,
      input.companyId,
      input.people.map((person) => person.id),
    )) {
      if (recurringIds.has(held.policyId) && overlaps({ recurrence: 'recurring', ...held }, input.effectiveFrom)) {
        throw new AppError('PAY_ITEM_ALREADY_ASSIGNED', {
          values: { employee: names.get(held.employeeId) ?? '', policy: policies.get(held.policyId)!.policy.name },
        });
      }
    }
    const now = clock.now();
    const rows = input.people
      .map((person) => person.id)
      .flatMap((employeeId) =>
        input.items.map((item) => ({
          companyId: input.companyId,
          employeeId,
          policyId: item.policyId,
          amount: item.amount ?? policies.get(item.policyId)!.policy.amount,
          description: item.description,
          effectiveFrom: input.effectiveFrom,
          profileName: input.profileName,
          createdBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        })),
      );
    const created = await repo.insertAssignments(tx, rows);
    for (const [index, row] of created.entries()) {
      const made = rows[index]!;
      await writeAudit(tx, actor, {
        entity: 'pay-item-assignment',
        entityId: row.id,
        action: 'create',
        after: {
          employeeId: made.employeeId,
          policyId: made.policyId,
          amount: moneyOrNull(made.amount ?? null),
          description: made.description,
          effectiveFrom: made.effectiveFrom,
          profileName: made.profileName,
        },
      });
    }
    return created;
  }

  async function dueFor(auth: RequestAuth, body: PayItemPeriodBody) {
    const reach = await reachOf(auth);
    if (!reach) return [];
    return tenant(auth.companyId, (tx) => due(tx, auth.companyId, { period: body.period, employeeIds: body.employeeIds ?? null, reach }));
  }

  function preview(period: string, items: readonly DuePayItem[]): PayItemPreview {
    const byEmployee = new Map<string, DuePayItem[]>();
    for (const item of items) byEmployee.set(item.employeeId, [...(byEmployee.get(item.employeeId) ?? []), item]);
    return {
      period,
      employees: [...byEmployee.values()].map((own) => ({
        employeeId: own[0]!.employeeId,
        employeeName: own[0]!.employeeName,
        employmentNumber: own[0]!.employmentNumber,
        items: own,
        totals: totalsByKind(own),
      })),
    };
  }

  /** A printed document holds a bounded number of lines: a longer list is narrowed first. */
  function boundPrinted(lines: number) {
    if (lines > PAY_ITEM_LIMITS.maxPrintedLines)
      throw new AppError('PAY_ITEM_PRINT_TOO_LARGE', { values: { max: PAY_ITEM_LIMITS.maxPrintedLines.toLocaleString('en') } });
  }

  /** What a print shows: the month's preview, or the assignment list as filtered, in the caller's reach. */
  async function printed(auth: RequestAuth, body: PayItemPrintBody): Promise<PayItemPrint> {
    if (body.view === 'month') {
      const items = await dueFor(auth, { period: body.period, ...(body.employeeIds ? { employeeIds: body.employeeIds } : {}) });
      boundPrinted(items.length);
      return { view: 'month', preview: preview(body.period, items) };
    }
    const reach = await reachOf(auth);
    const filter = { date: body.date ?? null, search: body.search ?? '' };
    if (!reach) return { view: 'assignments', rows: [], filter };
    // One more than a document holds, past the table's page limit: enough to tell a list too long to print.
    const request: PayItemAssignmentTableBody = {
      start: 0,
      length: PAY_ITEM_LIMITS.maxPrintedLines + 1,
      order: [],
      columns: [],
      search: { value: filter.search },
      ...(body.employeeId ? { employeeId: body.employeeId } : {}),
      ...(body.date ? { date: body.date } : {}),
    };
    const page = await tenant(auth.companyId, (tx) => repo.assignmentTable(tx, auth.companyId, { request, reach }));
    boundPrinted(page.rows.length);
    return { view: 'assignments', rows: page.rows.map(toAssignment), filter };
  }

  return {
    types: (): PayItemTypes => ({
      kinds: [...PAY_ITEM_KINDS],
      recurrences: [...PAY_ITEM_RECURRENCES],
      defaultTreatment: DEFAULT_TREATMENT,
    }),

    // ---- categories

    async categories(auth: RequestAuth, request: TableRequest) {
      const page = await setUpThen(auth.companyId, (tx) => repo.categoryTable(tx, auth.companyId, request));
      return { data: page.rows.map(toCategory), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },

    createCategory: (auth: RequestAuth, actor: Actor, body: CreatePayItemCategoryBody) =>
      guardUniqueName(() =>
        setUpThen(auth.companyId, async (tx) => {
          const fields = tidyNamed(body);
          if (await repo.nameTaken(tx, auth.companyId, { table: repo.categoriesTable, name: fields.name })) throw nameTaken();
          const now = clock.now();
          const row = await repo.insertCategory(tx, { companyId: auth.companyId, ...fields, createdAt: now, updatedAt: now });
          await writeAudit(tx, actor, { entity: 'pay-item-category', entityId: row.id, action: 'create', after: categoryAudit(row) });
          return toCategory({ category: row, policies: 0 });
        }),
      ),

    updateCategory: (auth: RequestAuth, actor: Actor, { id, version, ...body }: UpdatePayItemCategoryBody) =>
      guardUniqueName(() =>
        setUpThen(auth.companyId, async (tx) => {
          const before = await repo.findCategory(tx, auth.companyId, id);
          if (!before) throw notFound();
          const fields = tidyNamed(body);
          if (await repo.nameTaken(tx, auth.companyId, { table: repo.categoriesTable, name: fields.name, exceptId: id })) throw nameTaken();
          const row = await repo.updateCategory(tx, auth.companyId, {
            id,
            expectedVersion: version,
            set: { ...fields, updatedAt: clock.now() },
          });
          if (!row) throw versionConflict();
          await writeAudit(tx, actor, {
            entity: 'pay-item-category',
            entityId: id,
            action: 'update',
            ...changedFields(categoryAudit(before.category), categoryAudit(row)),
          });
          return toCategory({ category: row, policies: before.policies });
        }),
      ),

    removeCategory: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const before = await repo.findCategory(tx, auth.companyId, id);
        if (!before) throw notFound();
        if (before.policies > 0) {
          throw new AppError('IN_USE', { values: { name: before.category.name, count: before.policies } });
        }
        try {
          await repo.removeCategory(tx, auth.companyId, id);
        } catch (error) {
          // Another module's record names it (a claim policy paid under it).
          if (isForeignKeyViolation(error))
            throw new AppError('PAY_ITEM_CATEGORY_IN_USE', { values: { name: before.category.name }, cause: error });
          throw error;
        }
        await writeAudit(tx, actor, {
          entity: 'pay-item-category',
          entityId: id,
          action: 'delete',
          before: categoryAudit(before.category),
        });
      }),

    // ---- policies

    async policies(auth: RequestAuth, request: TableRequest & { recurrence?: PayItemRecurrence | undefined }) {
      const page = await setUpThen(auth.companyId, (tx) => repo.policyTable(tx, auth.companyId, request));
      return { data: page.rows.map(toPolicy), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },

    async createPolicy(auth: RequestAuth, actor: Actor, body: CreatePayItemPolicyBody) {
      await checkFormula(auth, body.formulaId);
      return guardUniqueName(() =>
        setUpThen(auth.companyId, async (tx) => {
          const fields = tidyNamed(body);
          if (!(await repo.findCategory(tx, auth.companyId, fields.categoryId))) {
            throw new AppError('VALIDATION_FAILED', { fieldErrors: { categoryId: 'validation:invalidOption' } });
          }
          if (await repo.nameTaken(tx, auth.companyId, { table: repo.policiesTable, name: fields.name })) throw nameTaken();
          const now = clock.now();
          const row = await repo.insertPolicy(tx, { companyId: auth.companyId, ...fields, createdAt: now, updatedAt: now });
          await writeAudit(tx, actor, { entity: 'pay-item-policy', entityId: row.id, action: 'create', after: policyAudit(row) });
          return toPolicy(await loadPolicy(tx, auth.companyId, row.id));
        }),
      );
    },

    async updatePolicy(auth: RequestAuth, actor: Actor, { id, version, ...body }: UpdatePayItemPolicyBody) {
      await checkFormula(auth, body.formulaId);
      return guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const before = await loadPolicy(tx, auth.companyId, id);
          const fields = tidyNamed(body);
          if (!(await repo.findCategory(tx, auth.companyId, fields.categoryId))) {
            throw new AppError('VALIDATION_FAILED', { fieldErrors: { categoryId: 'validation:invalidOption' } });
          }
          if (await repo.nameTaken(tx, auth.companyId, { table: repo.policiesTable, name: fields.name, exceptId: id })) throw nameTaken();
          const row = await repo.updatePolicy(tx, auth.companyId, {
            id,
            expectedVersion: version,
            set: { ...fields, updatedAt: clock.now() },
          });
          if (!row) throw versionConflict();
          await writeAudit(tx, actor, {
            entity: 'pay-item-policy',
            entityId: id,
            action: 'update',
            ...changedFields(policyAudit(before.policy), policyAudit(row)),
          });
          return toPolicy(await loadPolicy(tx, auth.companyId, id));
        }),
      );
    },

    removePolicy: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const before = await loadPolicy(tx, auth.companyId, id);
        const usage = await repo.policyUsage(tx, auth.companyId, id);
        if (usage.assignments.length > 0 || usage.profiles.length > 0) {
          throw new AppError('PAY_ITEM_POLICY_IN_USE', {
            values: { name: before.policy.name, assignments: usage.assignments.length, profiles: usage.profiles.length },
          });
        }
        const requested = await requestsRepo.countForPolicy(tx, auth.companyId, id);
        if (requested > 0) throw new AppError('PAY_ITEM_POLICY_REQUESTED', { values: { name: before.policy.name, count: requested } });
        await repo.removePolicy(tx, auth.companyId, id);
        await writeAudit(tx, actor, { entity: 'pay-item-policy', entityId: id, action: 'delete', before: policyAudit(before.policy) });
      }),

    /** The policies employees may request, by name (the request form's choice). */
    requestablePolicies: (auth: RequestAuth) =>
      setUpThen(auth.companyId, async (tx) =>
        (await repo.policiesWhere(tx, auth.companyId, null)).filter((row) => row.policy.requestable).map(toPolicy),
      ),

    usage: (auth: RequestAuth, id: string) =>
      tenant(auth.companyId, async (tx) => {
        await loadPolicy(tx, auth.companyId, id);
        return repo.policyUsage(tx, auth.companyId, id);
      }),

    check: (auth: RequestAuth, body: PolicyCheckBody): Promise<PolicyCheck> =>
      setUpThen(auth.companyId, async (tx) => {
        const reach = await managerReach(auth);
        if ((await repo.reachableEmployeeIds(tx, auth.companyId, { reach, employeeIds: [body.employeeId] })).length === 0) throw notFound();
        const held = await repo.recurringOf(tx, auth.companyId, [body.employeeId]);
        const blocked = new Set(held.filter((row) => overlaps({ recurrence: 'recurring', ...row }, body.date)).map((row) => row.policyId));
        const available = (await repo.policiesWhere(tx, auth.companyId, null)).filter((row) => !blocked.has(row.policy.id));
        return {
          available: available.map(toPolicy),
          recurringLeft: available.filter((row) => row.policy.recurrence === 'recurring').length,
        };
      }),

    // ---- profiles

    async profiles(auth: RequestAuth, request: TableRequest) {
      return tenant(auth.companyId, async (tx) => {
        const page = await repo.profileTable(tx, auth.companyId, request);
        return {
          data: await profileOut(tx, auth.companyId, page.rows),
          recordsTotal: page.recordsTotal,
          recordsFiltered: page.recordsFiltered,
        };
      });
    },

    createProfile: (auth: RequestAuth, actor: Actor, body: CreatePayItemProfileBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const fields = tidyNamed(body);
          if (await repo.nameTaken(tx, auth.companyId, { table: repo.profilesTable, name: fields.name })) throw nameTaken();
          await checkProfileItems(tx, auth.companyId, fields.items);
          const now = clock.now();
          const row = await repo.insertProfile(tx, {
            companyId: auth.companyId,
            name: fields.name,
            description: fields.description,
            createdAt: now,
            updatedAt: now,
          });
          await repo.setProfileItems(tx, auth.companyId, row.id, fields.items);
          await writeAudit(tx, actor, { entity: 'pay-item-profile', entityId: row.id, action: 'create', after: fields });
          return (await profileOut(tx, auth.companyId, [row]))[0]!;
        }),
      ),

    updateProfile: (auth: RequestAuth, actor: Actor, { id, version, ...body }: UpdatePayItemProfileBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const before = await repo.findProfile(tx, auth.companyId, id);
          if (!before) throw notFound();
          const [previous] = await profileOut(tx, auth.companyId, [before]);
          const fields = tidyNamed(body);
          if (await repo.nameTaken(tx, auth.companyId, { table: repo.profilesTable, name: fields.name, exceptId: id })) throw nameTaken();
          await checkProfileItems(tx, auth.companyId, fields.items);
          const row = await repo.updateProfile(tx, auth.companyId, {
            id,
            expectedVersion: version,
            set: { name: fields.name, description: fields.description, updatedAt: clock.now() },
          });
          if (!row) throw versionConflict();
          await repo.setProfileItems(tx, auth.companyId, id, fields.items);
          const beforeAudit = {
            name: before.name,
            description: before.description,
            items: previous!.items.map(({ policyId, description, amount }) => ({ policyId, description, amount })),
          };
          await writeAudit(tx, actor, {
            entity: 'pay-item-profile',
            entityId: id,
            action: 'update',
            ...changedFields(beforeAudit, fields),
          });
          return (await profileOut(tx, auth.companyId, [row]))[0]!;
        }),
      ),

    removeProfile: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const before = await repo.findProfile(tx, auth.companyId, id);
        if (!before) throw notFound();
        await repo.removeProfile(tx, auth.companyId, id);
        await writeAudit(tx, actor, {
          entity: 'pay-item-profile',
          entityId: id,
          action: 'delete',
          before: { name: before.name, description: before.description },
        });
      }),

    // ---- assignments

    assignIn,

    /** Refuses those who do not assign everyone's pay items (the import asks it). */
    assertManager: async (auth: RequestAuth): Promise<void> => {
      await managerReach(auth);
    },

    async assign(auth: RequestAuth, actor: Actor, body: AssignPayItemsBody) {
      const reach = await managerReach(auth);
      return tenant(auth.companyId, async (tx) => {
        const employeeIds = [...new Set(body.employeeIds)];
        const people = await repo.lockEmployees(tx, auth.companyId, employeeIds);
        if (
          people.length !== employeeIds.length ||
          (await repo.reachableEmployeeIds(tx, auth.companyId, { reach, employeeIds })).length !== employeeIds.length
        ) {
          throw new AppError('VALIDATION_FAILED', { fieldErrors: { employeeIds: 'validation:invalidOption' } });
        }
        let profileName: string | null = null;
        let items: { policyId: string; amount: string | null; description: string }[] = body.items;
        if (body.profileId) {
          const profile = await repo.findProfile(tx, auth.companyId, body.profileId);
          if (!profile) throw new AppError('VALIDATION_FAILED', { fieldErrors: { profileId: 'validation:invalidOption' } });
          profileName = profile.name;
          items = (await repo.profileItems(tx, auth.companyId, [profile.id])).map((item) => ({
            policyId: item.policyId,
            amount: item.amount,
            description: item.description,
          }));
        }
        const created = await assignIn(tx, actor, {
          companyId: auth.companyId,
          people,
          effectiveFrom: body.effectiveFrom,
          items,
          profileName,
        });
        return { assigned: created.length };
      });
    },

    async assignments(auth: RequestAuth, request: PayItemAssignmentTableBody) {
      const reach = await reachOf(auth);
      if (!reach) return { data: [], recordsTotal: 0, recordsFiltered: 0 };
      const page = await tenant(auth.companyId, (tx) => repo.assignmentTable(tx, auth.companyId, { request, reach }));
      return { data: page.rows.map(toAssignment), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },

    async unassign(auth: RequestAuth, actor: Actor, body: UnassignPayItemBody) {
      await managerReach(auth);
      return tenant(auth.companyId, async (tx) => {
        const before = await repo.findAssignment(tx, auth.companyId, body.id);
        if (!before) throw notFound();
        const row = await repo.updateAssignment(tx, auth.companyId, {
          id: body.id,
          expectedVersion: body.version,
          set: { endedOn: body.endedOn, updatedAt: clock.now() },
        });
        if (!row) throw versionConflict();
        await writeAudit(tx, actor, {
          entity: 'pay-item-assignment',
          entityId: body.id,
          action: 'unassign',
          before: { endedOn: before.assignment.endedOn },
          after: { endedOn: body.endedOn },
        });
        return toAssignment((await repo.findAssignment(tx, auth.companyId, body.id))!);
      });
    },

    async removeAssignment(auth: RequestAuth, actor: Actor, id: string) {
      await managerReach(auth);
      await tenant(auth.companyId, async (tx) => {
        const before = await repo.findAssignment(tx, auth.companyId, id);
        if (!before) throw notFound();
        await repo.removeAssignment(tx, auth.companyId, id);
        await writeAudit(tx, actor, {
          entity: 'pay-item-assignment',
          entityId: id,
          action: 'delete',
          subject: before.employeeName,
          before: {
            employeeId: before.assignment.employeeId,
            policyId: before.assignment.policyId,
            amount: before.assignment.amount,
            effectiveFrom: before.assignment.effectiveFrom,
            endedOn: before.assignment.endedOn,
          },
        });
      });
    },

    // ---- the payrun's read face

    generate: (auth: RequestAuth, body: PayItemPeriodBody) => dueFor(auth, body),

    preview: async (auth: RequestAuth, body: PayItemPeriodBody): Promise<PayItemPreview> => preview(body.period, await dueFor(auth, body)),

    /** The month's preview or the assignment list as a PDF, in the caller's language. */
    async print(auth: RequestAuth, body: PayItemPrintBody): Promise<FileBody> {
      const document = await printed(auth, body);
      const company = await tenant(auth.companyId, (tx) => companyProfile(tx, auth.companyId));
      const companyLanguage = isLanguage(company.language) ? company.language : 'en';
      const context = {
        language: auth.language,
        company: { name: company.name, currency: company.currency, language: companyLanguage },
        // A printed list is the company's document: its dates as the company's region writes them.
        // Stored as the region settings' choices (checked when saved).
        format: createRegionFormat(company as Parameters<typeof createRegionFormat>[0], companyLanguage),
        today: calendarDate(clock.now(), company.timezone),
      };
      const name =
        body.view === 'month'
          ? translate(auth.language, 'payItems:pdf.fileMonth', { period: body.period })
          : translate(auth.language, 'payItems:pdf.fileAssignments');
      return { name, contentType: 'application/pdf', content: await payItemsPdf(document, context, translate) };
    },

    /**
     * What the payrun of a month pays or deducts for each of these employees (all: null): recurring
     * items in force on any day of it and one-offs dated in it, with exact amounts (null: computed
     * by the item's formula) and how each scheme and tax treats them.
     */
    payItemsFor: (companyId: string, input: { period: string; employeeIds: readonly string[] | null }) =>
      tenant(companyId, (tx) => due(tx, companyId, { ...input, reach: { kind: 'all' } })),
  };
}

export type PayItemsService = ReturnType<typeof createPayItemsService>;
