import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_TYPES,
  checkCustomFieldValues,
  definitionProblems,
  isChoiceType,
  propertyNameProblem,
  type AccessLevel,
  type CreateCustomFieldBody,
  type CustomField,
  type CustomFieldLocation,
  type CustomFieldProblem,
  type CustomFieldRow,
  type CustomFieldValueLocation,
  type CustomFieldValues,
  type OthersEntry,
  type PropertyNameCheck,
  type SaveCustomFieldValuesBody,
  type TableRequest,
  type UpdateCustomFieldBody,
} from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, writeAuditEntries, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ModuleServices } from '../../platform/module.ts';
import type { CustomFieldRecordsByKind } from './custom-fields.records.ts';
import * as repo from './custom-fields.repository.ts';
import { mergeOthers, optionsToStore, removedOptions, tidyLabel, valuesByName } from './custom-fields.rules.ts';

export interface CustomFieldsServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  access: Pick<ModuleServices['access'], 'accessOf'>;
  /** The records that carry values, as their modules contribute them. */
  records: CustomFieldRecordsByKind;
}

const ENTITY = 'custom-field';

const toField = (field: repo.FieldRecord): CustomField => ({
  id: field.id,
  location: field.location,
  type: field.type,
  label: field.label,
  propertyName: field.propertyName,
  options: field.options,
  required: field.required,
  active: field.active,
  order: field.sortOrder,
  updatedAt: field.updatedAt.getTime(),
  version: field.version,
});

const definitionAudit = (field: repo.FieldRecord) => ({
  location: field.location,
  type: field.type,
  label: field.label,
  propertyName: field.propertyName,
  options: field.options,
  required: field.required,
  active: field.active,
});

/** Problems of a rule as field errors, and the values their messages name (their names never clash). */
function invalid(problems: Record<string, CustomFieldProblem>): AppError {
  return new AppError('VALIDATION_FAILED', {
    fieldErrors: Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problem.key])),
    values: Object.assign({}, ...Object.values(problems).map((problem) => problem.values ?? {})),
  });
}

const nameTaken = () => new AppError('NAME_TAKEN', { fieldErrors: { propertyName: 'customFields:validation.propertyNameTaken' } });

/** A concurrent save of the same property name gets past the check and stops at the unique index: the same answer. */
const sameAnswerOnRace = (error: unknown): never => {
  throw isUniqueViolation(error) ? nameTaken() : error;
};

/** Custom field definitions (Settings › Custom field) and the values records hold. */
export function createCustomFieldsService(deps: CustomFieldsServiceDeps) {
  const { tenant, clock } = deps;

  async function load(tx: Transaction, companyId: string, id: string) {
    const field = await repo.findField(tx, companyId, id);
    if (!field) throw notFound();
    return field;
  }

  const usageOf = (tx: Transaction, companyId: string, field: repo.FieldRecord) => {
    const records = deps.records.of(field.location);
    return records ? records.values.count(tx, companyId, { fieldId: field.id }) : Promise.resolve(0);
  };

  async function assertDefinition(
    tx: Transaction,
    companyId: string,
    input: {
      location: CustomFieldLocation;
      type: CreateCustomFieldBody['type'];
      propertyName: string;
      options: readonly { label: string }[];
      exceptId?: string;
    },
  ) {
    const problems = { ...definitionProblems(input) };
    const nameProblem = propertyNameProblem(input);
    if (nameProblem) problems.propertyName = { key: nameProblem.key };
    if (Object.keys(problems).length) throw invalid(problems);
    if (await repo.propertyNameTaken(tx, companyId, input)) throw nameTaken();
  }

  /** A change may not take away what records hold: the type of a field with values, or an option chosen somewhere. */
  async function assertValuesKept(
    tx: Transaction,
    companyId: string,
    change: { before: repo.FieldRecord; after: { type: CreateCustomFieldBody['type']; options: repo.FieldRecord['options'] } },
  ) {
    const { before, after } = change;
    const records = deps.records.of(before.location);
    if (!records) return;
    if (after.type !== before.type) {
      const count = await records.values.count(tx, companyId, { fieldId: before.id });
      if (count > 0) throw new AppError('CONFLICT', { fieldErrors: { type: 'customFields:errors.typeLocked' }, values: { count } });
    }
    if (after.type !== before.type || !isChoiceType(before.type)) return;
    for (const option of removedOptions(before.options, after.options)) {
      const value = before.type === CUSTOM_FIELD_TYPES.dropdownMultiSelect ? [option.id] : option.id;
      const count = await records.values.count(tx, companyId, { fieldId: before.id, value });
      if (count > 0)
        throw new AppError('CONFLICT', {
          fieldErrors: { options: 'customFields:errors.optionInUse' },
          values: { option: option.label, count },
        });
    }
  }

  // ———————— values ————————

  /** The record's values, and why the caller may not change them (null: they may); not found when they may not see it. */
  async function recordFor(
    tx: Transaction,
    auth: RequestAuth,
    input: { location: CustomFieldValueLocation; id: string; level: AccessLevel },
  ) {
    const { menuGrants } = await deps.access.accessOf(auth);
    const records = deps.records.of(input.location);
    if (!records) throw notFound();
    const record = await records.find(tx, { auth, menuGrants, id: input.id, level: input.level });
    if (!record) throw notFound();
    return { records, record };
  }

  function valuesView(input: {
    location: CustomFieldValueLocation;
    record: { id: string; others: OthersEntry[]; othersVersion: number };
    fields: repo.FieldRecord[];
    editable: boolean;
  }): CustomFieldValues {
    const { record, fields } = input;
    const shown = new Set(fields.map((field) => field.id));
    return {
      location: input.location,
      recordId: record.id,
      version: record.othersVersion,
      editable: input.editable,
      fields: fields.map(toField),
      others: record.others.filter((entry) => shown.has(entry._id.$oid)),
    };
  }

  return {
    async table(auth: RequestAuth, body: TableRequest & { location: CustomFieldLocation }) {
      const records = deps.records.of(body.location);
      const valueCount = records ? records.values.valueCount(repo.FIELD_ROW) : sql<number>`0`.mapWith(Number);
      const page = await tenant(auth.companyId, (tx) =>
        repo.fieldTable(tx, auth.companyId, { location: body.location, request: body, valueCount }),
      );
      const data: CustomFieldRow[] = page.rows.map((row) => ({ ...toField(row.field), valueCount: row.valueCount }));
      return { data, recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },

    /**
     * For payroll (no caller): the active numeric employee fields and each of these employees' values
     * of them by field id, as decimal strings, in two queries whatever the number of employees.
     */
    numericEmployeeValues: (companyId: string, employeeIds: readonly string[]) =>
      tenant(companyId, async (tx) => {
        const numeric: readonly number[] = [CUSTOM_FIELD_TYPES.integerNumber, CUSTOM_FIELD_TYPES.decimalNumber];
        const fields = (await repo.employeeFields(tx, companyId)).filter((field) => field.active && numeric.includes(field.type));
        const ids = new Set(fields.map((field) => field.id));
        const values = new Map<string, Map<string, string>>();
        for (const row of ids.size ? await repo.employeeOthers(tx, companyId, employeeIds) : []) {
          const own = new Map<string, string>();
          for (const entry of row.others) {
            const value = entry.value;
            if (ids.has(entry._id.$oid) && (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')))
              own.set(entry._id.$oid, String(value).trim());
          }
          if (own.size) values.set(row.id, own);
        }
        return { fields: fields.map((field) => ({ id: field.id, propertyName: field.propertyName, label: field.label })), values };
      }),

    locationFields: (auth: RequestAuth, location: CustomFieldLocation) =>
      tenant(auth.companyId, async (tx) => (await repo.fieldsOf(tx, auth.companyId, { location, activeOnly: true })).map(toField)),

    async checkPropertyName(
      auth: RequestAuth,
      query: { location: CustomFieldLocation; propertyName: string; exceptId?: string | undefined },
    ): Promise<PropertyNameCheck> {
      const problem = propertyNameProblem(query);
      if (problem) return { available: false, reason: problem.reason };
      const taken = await tenant(auth.companyId, (tx) =>
        repo.propertyNameTaken(tx, auth.companyId, { ...query, propertyName: query.propertyName.trim() }),
      );
      return { available: !taken, reason: taken ? 'taken' : null };
    },

    create: (auth: RequestAuth, actor: Actor, body: CreateCustomFieldBody) =>
      tenant(auth.companyId, async (tx) => {
        const propertyName = body.propertyName.trim();
        await assertDefinition(tx, auth.companyId, { ...body, propertyName });
        if ((await repo.fieldCount(tx, auth.companyId, body.location)) >= CUSTOM_FIELD_LIMITS.fieldsPerLocation) {
          throw invalid({
            location: {
              key: 'customFields:validation.tooManyFields',
              values: { fieldsPerLocation: CUSTOM_FIELD_LIMITS.fieldsPerLocation },
            },
          });
        }
        const now = clock.now();
        const field = await repo.insertField(tx, {
          companyId: auth.companyId,
          location: body.location,
          type: body.type,
          label: tidyLabel(body.label),
          propertyName,
          options: optionsToStore({ type: body.type, options: body.options, current: [], newId: randomUUID }),
          required: body.required,
          active: body.active,
          sortOrder: await repo.nextOrder(tx, auth.companyId, body.location),
          createdAt: now,
          updatedAt: now,
        });
        await writeAudit(tx, actor, { entity: ENTITY, entityId: field.id, action: 'create', after: definitionAudit(field) });
        return toField(field);
      }).catch(sameAnswerOnRace),

    update: (auth: RequestAuth, actor: Actor, body: UpdateCustomFieldBody) =>
      tenant(auth.companyId, async (tx) => {
        const before = await load(tx, auth.companyId, body.id);
        const propertyName = body.propertyName.trim();
        await assertDefinition(tx, auth.companyId, { ...body, location: before.location, propertyName, exceptId: before.id });
        const options = optionsToStore({ type: body.type, options: body.options, current: before.options, newId: randomUUID });
        await assertValuesKept(tx, auth.companyId, { before, after: { type: body.type, options } });
        const changes = {
          type: body.type,
          label: tidyLabel(body.label),
          propertyName,
          options,
          required: body.required,
          active: body.active,
        };
        const after = await repo.updateField(tx, auth.companyId, {
          id: before.id,
          expectedVersion: body.version,
          changes: { ...changes, updatedAt: clock.now() },
        });
        if (!after) throw versionConflict();
        await writeAudit(tx, actor, {
          entity: ENTITY,
          entityId: before.id,
          action: 'update',
          ...changedFields(definitionAudit(before), definitionAudit(after)),
        });
        return toField(after);
      }).catch(sameAnswerOnRace),

    setActive: (auth: RequestAuth, actor: Actor, input: { id: string; active: boolean; version: number }) =>
      tenant(auth.companyId, async (tx) => {
        const { id, ...body } = input;
        const before = await load(tx, auth.companyId, id);
        const after = await repo.updateField(tx, auth.companyId, {
          id,
          expectedVersion: body.version,
          changes: { active: body.active, updatedAt: clock.now() },
        });
        if (!after) throw versionConflict();
        if (before.active !== body.active)
          await writeAudit(tx, actor, {
            entity: ENTITY,
            entityId: id,
            action: body.active ? 'activate' : 'deactivate',
            before: { active: before.active },
            after: { active: body.active },
          });
        return toField(after);
      }),

    /** Swaps the field with its neighbour; at either end it stays where it is. */
    move: (auth: RequestAuth, actor: Actor, input: { id: string; direction: 'up' | 'down' }) =>
      tenant(auth.companyId, async (tx) => {
        const { id, direction } = input;
        const field = await load(tx, auth.companyId, id);
        const other = await repo.neighbour(tx, auth.companyId, { field, direction });
        if (!other) return;
        const now = clock.now();
        // Equal orders (never written by this service) still end up apart.
        const [mine, theirs] =
          other.sortOrder === field.sortOrder
            ? direction === 'up'
              ? [field.sortOrder - 1, field.sortOrder]
              : [field.sortOrder + 1, field.sortOrder]
            : [other.sortOrder, field.sortOrder];
        await repo.setOrder(tx, auth.companyId, { id: field.id, sortOrder: mine, now });
        await repo.setOrder(tx, auth.companyId, { id: other.id, sortOrder: theirs, now });
        await writeAudit(tx, actor, {
          entity: ENTITY,
          entityId: field.id,
          action: 'reorder',
          before: { order: field.sortOrder },
          after: { order: mine },
        });
      }),

    usage: (auth: RequestAuth, id: string) =>
      tenant(auth.companyId, async (tx) => ({ recordCount: await usageOf(tx, auth.companyId, await load(tx, auth.companyId, id)) })),

    /** Deletes a field; its values go with it when the caller says so, each record's loss in its own audit entry. */
    remove: (auth: RequestAuth, actor: Actor, input: { id: string; removeValues: boolean }) =>
      tenant(auth.companyId, async (tx) => {
        const { id } = input;
        const field = await load(tx, auth.companyId, id);
        const records = deps.records.of(field.location);
        const held = records ? await records.values.valuesOfField(tx, auth.companyId, field.id) : [];
        if (held.length > 0 && !input.removeValues)
          throw new AppError('CONFLICT', {
            fieldErrors: { removeValues: 'customFields:errors.valuesStored' },
            values: { count: held.length },
          });
        if (records && held.length > 0) {
          await records.values.remove(tx, auth.companyId, field.id);
          await writeAuditEntries(
            tx,
            actor,
            held.map((record) => ({
              entity: records.kind,
              entityId: record.id,
              action: 'remove-custom-field-value',
              before: { [field.propertyName]: record.value },
              after: { [field.propertyName]: null },
            })),
          );
        }
        await repo.deleteField(tx, auth.companyId, id);
        await writeAudit(tx, actor, {
          entity: ENTITY,
          entityId: id,
          action: 'delete',
          before: { ...definitionAudit(field), valueCount: held.length },
        });
      }),

    values: (auth: RequestAuth, location: CustomFieldValueLocation, recordId: string) =>
      tenant(auth.companyId, async (tx) => {
        const { record } = await recordFor(tx, auth, { location, id: recordId, level: 'view' });
        const fields = await repo.fieldsOf(tx, auth.companyId, { location, activeOnly: true });
        return valuesView({ location, record, fields, editable: record.refusal === null });
      }),

    /**
     * Saves one location's values of a record: every active field's value checked by its type (a
     * field left out is cleared), entries of other locations and of inactive fields kept as they
     * are. Unknown fields are refused.
     */
    saveValues: (
      auth: RequestAuth,
      actor: Actor,
      input: { location: CustomFieldValueLocation; recordId: string; body: SaveCustomFieldValuesBody },
    ) =>
      tenant(auth.companyId, async (tx) => {
        const { location, recordId, body } = input;
        const { records, record } = await recordFor(tx, auth, { location, id: recordId, level: 'edit' });
        if (record.refusal) throw record.refusal;
        const all = await repo.fieldsOf(tx, auth.companyId, { location, activeOnly: false });
        const active = all.filter((field) => field.active);
        const known = new Set(all.map((field) => field.id));
        const sent = new Map<string, unknown>();
        for (const entry of body.others) {
          const fieldId = entry._id.$oid;
          if (!known.has(fieldId) || sent.has(fieldId))
            throw new AppError('VALIDATION_FAILED', { fieldErrors: { [fieldId]: 'validation:invalidOption' } });
          sent.set(fieldId, entry.value);
        }
        const checked = checkCustomFieldValues({ fields: active.map(toField), values: Object.fromEntries(sent) });
        if (Object.keys(checked.problems).length) throw invalid(checked.problems);
        const others = mergeOthers(record.others, new Set(active.map((field) => field.id)), checked.others);
        const version = await records.values.save(tx, auth.companyId, {
          id: recordId,
          expectedVersion: body.version,
          others,
          now: clock.now(),
        });
        if (version === null) throw versionConflict();
        const audit = changedFields(valuesByName(record.others, active), valuesByName(checked.others, active));
        if (Object.keys(audit.after).length)
          await writeAudit(tx, actor, { entity: records.kind, entityId: recordId, action: 'update-custom-fields', ...audit });
        return valuesView({ location, record: { id: recordId, others, othersVersion: version }, fields: active, editable: true });
      }),
  };
}

export type CustomFieldsService = ReturnType<typeof createCustomFieldsService>;
