import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { CUSTOM_FIELD_TYPES as T, type CustomField } from '@tenaga/contracts';
import { auditLog, employees } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createUser,
  linkUserToEmployee,
  loginAs,
  createCustomField,
  type NewCustomField,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const addField = (company: TestCompany, body: NewCustomField) => createCustomField(company, 'contract', body);
const newContract = (company: TestCompany, name = 'Changi cleaning') =>
  company.admin.api.ok(contracts.createClientContract, { body: { name } });
const entry = (field: { id: string }, value: unknown) => ({ _id: { $oid: field.id }, value });
const rowsOf = async (company: TestCompany, location: contracts.CustomFieldLocation) =>
  (await company.admin.api.ok(contracts.listCustomFields, { body: { location, length: -1 } })).data;

const auditOf = (company: TestCompany, entityId: string) =>
  t.db
    .select({ entity: auditLog.entity, action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.at);

describe('custom field definitions', () => {
  it('adds fields at the end of their location, lists them in meta order, changes, reorders and deactivates them, audited', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const size = await addField(company, {
      type: T.dropdownSelection,
      label: '  Uniform   size ',
      propertyName: 'uniformSize',
      options: [{ label: 'S' }, { label: 'M' }],
      required: true,
    });
    expect(size).toMatchObject({
      location: 'contract',
      type: T.dropdownSelection,
      label: 'Uniform size',
      propertyName: 'uniformSize',
      required: true,
      active: true,
      order: 1,
      version: 1,
    });
    expect(size.options.map((option) => option.label)).toEqual(['S', 'M']);
    const note = await addField(company, { type: T.multiLineText, propertyName: 'siteNote', options: [{ label: 'ignored' }] });
    expect(note).toMatchObject({ order: 2, options: [] });
    await addField(company, { location: 'employee', propertyName: 'shirtSize' });

    expect((await rowsOf(company, 'contract')).map((row) => [row.propertyName, row.order, row.valueCount])).toEqual([
      ['uniformSize', 1, 0],
      ['siteNote', 2, 0],
    ]);
    expect((await rowsOf(company, 'employee')).map((row) => row.propertyName)).toEqual(['shirtSize']);

    // Options keep their ids when renamed; a new one gets an id.
    const [small, medium] = size.options;
    const changed = await api.ok(contracts.updateCustomField, {
      body: {
        id: size.id,
        version: size.version,
        type: T.dropdownSelection,
        label: 'Uniform size',
        propertyName: 'uniformSize',
        options: [{ id: small!.id, label: 'Small' }, { id: medium!.id, label: 'M' }, { label: 'L' }],
        required: false,
      },
    });
    expect(changed.options.slice(0, 2)).toEqual([{ id: small!.id, label: 'Small' }, medium]);
    expect(changed.options[2]).toMatchObject({ label: 'L' });
    expect(changed).toMatchObject({ required: false, version: 2 });
    // The version read is checked.
    expect(
      (
        await api.fail(
          contracts.updateCustomField,
          {
            body: {
              id: size.id,
              version: 1,
              type: T.dropdownSelection,
              label: 'Stale',
              propertyName: 'uniformSize',
              options: [{ label: 'S' }],
            },
          },
          409,
        )
      ).code,
    ).toBe('VERSION_CONFLICT');

    await api.ok(contracts.moveCustomField, { params: { id: note.id }, body: { direction: 'up' } });
    expect((await rowsOf(company, 'contract')).map((row) => row.propertyName)).toEqual(['siteNote', 'uniformSize']);
    // At the top it stays.
    await api.ok(contracts.moveCustomField, { params: { id: note.id }, body: { direction: 'up' } });
    expect((await rowsOf(company, 'contract')).map((row) => [row.propertyName, row.order])).toEqual([
      ['siteNote', 1],
      ['uniformSize', 2],
    ]);

    const inactive = await api.ok(contracts.setCustomFieldActive, {
      params: { id: note.id },
      body: { active: false, version: (await rowsOf(company, 'contract'))[0]!.version },
    });
    expect(inactive.active).toBe(false);
    // Forms show the active fields only.
    expect(
      (await api.ok(contracts.getLocationCustomFields, { params: { location: 'contract' } })).map((field) => field.propertyName),
    ).toEqual(['uniformSize']);
    // Search by label or property name.
    expect(
      (await api.ok(contracts.listCustomFields, { body: { location: 'contract', search: { value: 'UNIFORM' } } })).data.map(
        (row) => row.id,
      ),
    ).toEqual([size.id]);

    expect((await auditOf(company, size.id)).map((row) => [row.entity, row.action])).toEqual([
      ['custom-field', 'create'],
      ['custom-field', 'update'],
    ]);
    // The move is recorded on the field moved; the one it passed follows from it.
    expect((await auditOf(company, note.id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['create', null, expect.objectContaining({ propertyName: 'siteNote' })],
      ['reorder', { order: 2 }, { order: 1 }],
      ['deactivate', { active: true }, { active: false }],
    ]);
  });

  it('checks property names live and on save: camelCase, not the record’s own names, unique per record whatever the case', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const check = (location: contracts.CustomFieldLocation, propertyName: string, exceptId?: string) =>
      api.ok(contracts.checkPropertyName, { query: { location, propertyName, ...(exceptId ? { exceptId } : {}) } });
    expect(await check('employee', 'shirtSize')).toEqual({ available: true, reason: null });
    const shirt = await addField(company, { location: 'employee', propertyName: 'shirtSize' });
    expect(await check('employee', 'ShirtSize')).toEqual({ available: false, reason: 'format' });
    expect(await check('employee', 'shirtsize')).toEqual({ available: false, reason: 'taken' });
    // The employee form's fields live on the same record: the name is taken there too.
    expect(await check('employeeStandard', 'shirtSize')).toEqual({ available: false, reason: 'taken' });
    expect(await check('contract', 'shirtSize')).toEqual({ available: true, reason: null });
    expect(await check('employee', 'shirtSize', shirt.id)).toEqual({ available: true, reason: null });
    expect(await check('employee', 'lastName')).toEqual({ available: false, reason: 'reserved' });

    const taken = await api.fail(
      contracts.createCustomField,
      { body: { location: 'employeeStandard', type: T.checkbox, label: 'Shirt', propertyName: 'SHIRTSIZE'.toLowerCase() } },
      409,
    );
    expect(taken).toEqual({
      message: ['This name is already used.'],
      code: 'NAME_TAKEN',
      errors: { propertyName: 'Another custom field of this record already uses this property name.' },
    });
    const format = await api.fail(
      contracts.createCustomField,
      { body: { location: 'contract', type: T.checkbox, label: 'Bad', propertyName: 'bad name' } },
      400,
    );
    expect(format.errors).toEqual({
      propertyName: 'Start with a lowercase letter, then use only letters and digits (camelCase, for example shirtSize).',
    });
    const reserved = await api.fail(
      contracts.createCustomField,
      { body: { location: 'contract', type: T.checkbox, label: 'Client', propertyName: 'client' } },
      400,
    );
    expect(reserved.errors).toEqual({ propertyName: 'The record already has a field with this name. Choose another one.' });
    const noOptions = await api.fail(
      contracts.createCustomField,
      { body: { location: 'contract', type: T.radioButton, label: 'Shift', propertyName: 'shift', options: [] } },
      400,
    );
    expect(noOptions.errors).toEqual({ options: 'Add at least one option.' });
    const badType = await api.fail(
      contracts.createCustomField,
      { body: { location: 'contract', type: 10 as never, label: 'X', propertyName: 'x' } },
      400,
    );
    expect(badType.errors).toEqual({ type: 'Choose one of the options.' });
    // In the caller's language.
    const vietnameseHr = await loginAs(t, await createUser(t, company, { role: 'hrManager', language: 'vi' }));
    const vietnamese = await vietnameseHr.api.fail(
      contracts.createCustomField,
      { body: { location: 'contract', type: T.radioButton, label: 'Ca', propertyName: 'ca', options: [{ label: 'A' }, { label: 'a' }] } },
      400,
    );
    expect(vietnamese.errors).toEqual({ 'options.1.label': 'Các lựa chọn không được trùng nhau.' });
  });
});

describe('custom values on a contract', () => {
  async function arrange() {
    const company = await createCompany(t);
    const contract = await newContract(company);
    const size = await addField(company, {
      type: T.dropdownMultiSelect,
      label: 'Uniform sizes',
      propertyName: 'uniformSizes',
      options: [{ label: 'S' }, { label: 'M' }, { label: 'L' }],
    });
    const headcount = await addField(company, { type: T.integerNumber, label: 'Headcount', propertyName: 'headcount', required: true });
    const rate = await addField(company, { type: T.decimalNumber, label: 'Hourly rate', propertyName: 'hourlyRate' });
    return { company, api: company.admin.api, contract, size, headcount, rate };
  }

  it('saves values checked by type, reads them back as the others list, and refuses a stale version', async () => {
    const { company, api, contract, size, headcount, rate } = await arrange();
    const empty = await api.ok(contracts.getClientContractCustomValues, { params: { recordId: contract.id } });
    expect(empty).toMatchObject({ location: 'contract', recordId: contract.id, version: 1, editable: true, others: [] });
    expect(empty.fields.map((field) => field.propertyName)).toEqual(['uniformSizes', 'headcount', 'hourlyRate']);

    const [s, , l] = size.options;
    const saved = await api.ok(contracts.saveClientContractCustomValues, {
      params: { recordId: contract.id },
      body: { version: 1, others: [entry(rate, '18.50'), entry(headcount, '12'), entry(size, [l!.id, s!.id])] },
    });
    expect(saved.others).toEqual([entry(size, [s!.id, l!.id]), entry(headcount, 12), entry(rate, '18.50')]);
    expect(saved.version).toBe(2);
    expect(await api.ok(contracts.getClientContractCustomValues, { params: { recordId: contract.id } })).toEqual(saved);
    // The contract's own version is untouched: its details form is not made stale.
    expect((await api.ok(contracts.getClientContract, { params: { id: contract.id } })).version).toBe(contract.version);

    const refused = await api.fail(
      contracts.saveClientContractCustomValues,
      {
        params: { recordId: contract.id },
        body: { version: 2, others: [entry(headcount, '1.5'), entry(rate, '1.1234567'), entry(size, ['nope'])] },
      },
      400,
    );
    expect(refused.errors).toEqual({
      [size.id]: 'Choose one of the options.',
      [headcount.id]: 'Must be a whole number.',
      [rate.id]: 'Must have at most 15 digits before the decimal point and 6 after it.',
    });
    expect(
      (
        await api.fail(
          contracts.saveClientContractCustomValues,
          { params: { recordId: contract.id }, body: { version: 2, others: [] } },
          400,
        )
      ).errors,
    ).toEqual({ [headcount.id]: 'This field is required.' });
    const unknown = await api.fail(
      contracts.saveClientContractCustomValues,
      {
        params: { recordId: contract.id },
        body: { version: 2, others: [entry(headcount, 3), { _id: { $oid: crypto.randomUUID() }, value: 'x' }] },
      },
      400,
    );
    expect(unknown.code).toBe('VALIDATION_FAILED');
    expect(
      (
        await api.fail(
          contracts.saveClientContractCustomValues,
          { params: { recordId: contract.id }, body: { version: 1, others: [entry(headcount, 3)] } },
          409,
        )
      ).code,
    ).toBe('VERSION_CONFLICT');

    // A field left out is cleared.
    const cleared = await api.ok(contracts.saveClientContractCustomValues, {
      params: { recordId: contract.id },
      body: { version: 2, others: [entry(headcount, 3)] },
    });
    expect(cleared.others).toEqual([entry(headcount, 3)]);
    expect(
      (await auditOf(company, contract.id)).filter((row) => row.action === 'update-custom-fields').map((row) => [row.before, row.after]),
    ).toEqual([
      [
        { uniformSizes: null, headcount: null, hourlyRate: null },
        { uniformSizes: [s!.id, l!.id], headcount: 12, hourlyRate: '18.50' },
      ],
      [
        { uniformSizes: [s!.id, l!.id], headcount: 12, hourlyRate: '18.50' },
        { uniformSizes: null, headcount: 3, hourlyRate: null },
      ],
    ]);
  });

  it('keeps the values of inactive fields, and an archived contract’s values cannot change', async () => {
    const { api, contract, headcount, rate } = await arrange();
    await api.ok(contracts.saveClientContractCustomValues, {
      params: { recordId: contract.id },
      body: { version: 1, others: [entry(headcount, 4), entry(rate, '2')] },
    });
    await api.ok(contracts.setCustomFieldActive, { params: { id: rate.id }, body: { active: false, version: rate.version } });
    const shown = await api.ok(contracts.getClientContractCustomValues, { params: { recordId: contract.id } });
    expect(shown.fields.map((field) => field.id)).not.toContain(rate.id);
    // A form opened before the field was deactivated may still send it: its stored value stays.
    await api.ok(contracts.saveClientContractCustomValues, {
      params: { recordId: contract.id },
      body: { version: shown.version, others: [entry(headcount, 5), entry(rate, 'ignored')] },
    });
    await api.ok(contracts.setCustomFieldActive, { params: { id: rate.id }, body: { active: true, version: rate.version + 1 } });
    expect((await api.ok(contracts.getClientContractCustomValues, { params: { recordId: contract.id } })).others).toEqual([
      entry(rate, '2'),
      entry(headcount, 5),
    ]);

    const archived = await api.ok(contracts.archiveClientContract, { params: { id: contract.id }, body: { version: contract.version } });
    const read = await api.ok(contracts.getClientContractCustomValues, { params: { recordId: contract.id } });
    expect(read.editable).toBe(false);
    expect(
      (
        await api.fail(
          contracts.saveClientContractCustomValues,
          { params: { recordId: contract.id }, body: { version: read.version, others: [entry(headcount, 6)] } },
          422,
        )
      ).code,
    ).toBe('CONTRACT_ARCHIVED');
    expect(archived.archived).toBe(true);
  });

  it('a field with values keeps its type and its chosen options; deleting it asks, then takes its values with it, audited on each record', async () => {
    const { company, api, contract, size, headcount } = await arrange();
    const other = await newContract(company, 'Jurong security');
    const [s, m] = size.options;
    await api.ok(contracts.saveClientContractCustomValues, {
      params: { recordId: contract.id },
      body: { version: 1, others: [entry(headcount, 7), entry(size, [s!.id])] },
    });
    await api.ok(contracts.saveClientContractCustomValues, {
      params: { recordId: other.id },
      body: { version: 1, others: [entry(headcount, 9)] },
    });
    expect(await api.ok(contracts.getCustomFieldUsage, { params: { id: headcount.id } })).toEqual({ recordCount: 2 });
    expect((await rowsOf(company, 'contract')).map((row) => row.valueCount)).toEqual([1, 2, 0]);

    const retype = await api.fail(
      contracts.updateCustomField,
      {
        body: {
          id: headcount.id,
          version: headcount.version,
          type: T.decimalNumber,
          label: 'Headcount',
          propertyName: 'headcount',
          required: true,
        },
      },
      409,
    );
    expect(retype).toEqual({
      message: ['This conflicts with existing data.'],
      code: 'CONFLICT',
      errors: { type: 'Records with a value in this field: 2. Its type cannot change while they hold one; add a new field instead.' },
    });
    const dropChosen = await api.fail(
      contracts.updateCustomField,
      {
        body: {
          id: size.id,
          version: size.version,
          type: T.dropdownMultiSelect,
          label: 'Uniform sizes',
          propertyName: 'uniformSizes',
          options: [{ id: m!.id, label: 'M' }],
        },
      },
      409,
    );
    expect(dropChosen.errors).toEqual({ options: '“S” is chosen on 1 record, so it cannot be removed.' });
    // An option nobody chose may go; renaming the field and its property name is fine.
    const trimmed = await api.ok(contracts.updateCustomField, {
      body: {
        id: size.id,
        version: size.version,
        type: T.dropdownMultiSelect,
        label: 'Sizes',
        propertyName: 'sizes',
        options: [
          { id: s!.id, label: 'Small' },
          { id: m!.id, label: 'M' },
        ],
      },
    });
    expect(trimmed.options.map((option) => option.label)).toEqual(['Small', 'M']);

    const asked = await api.fail(contracts.deleteCustomField, { params: { id: headcount.id } }, 409);
    expect(asked.errors).toEqual({ removeValues: 'Records with a value in this field: 2. Confirm that those values are deleted with it.' });
    await api.ok(contracts.deleteCustomField, { params: { id: headcount.id }, query: { removeValues: 'true' } });
    expect((await api.ok(contracts.getClientContractCustomValues, { params: { recordId: contract.id } })).others).toEqual([
      entry(size, [s!.id]),
    ]);
    const otherValues = await api.ok(contracts.getClientContractCustomValues, { params: { recordId: other.id } });
    expect(otherValues).toMatchObject({ others: [], version: 3 });
    expect((await auditOf(company, other.id)).at(-1)).toEqual({
      entity: 'contract',
      action: 'remove-custom-field-value',
      before: { headcount: 9 },
      after: { headcount: null },
    });
    expect((await auditOf(company, headcount.id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { propertyName: 'headcount', valueCount: 2 },
    });
    // A field without values goes at once; its property name is free again.
    const rate = (await rowsOf(company, 'contract')).find((row) => row.propertyName === 'hourlyRate')!;
    await api.ok(contracts.deleteCustomField, { params: { id: rate.id } });
    expect(await api.ok(contracts.checkPropertyName, { query: { location: 'contract', propertyName: 'headcount' } })).toEqual({
      available: true,
      reason: null,
    });
    expect(await api.fail(contracts.deleteCustomField, { params: { id: rate.id } }, 404)).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('custom values on an employee, by role', () => {
  it('HR changes anyone’s; an employee reads their own but does not change it and never sees another’s; a manager reads the team’s', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const boss = await createEmployeeRow(t, company.companyId, { firstName: 'Boss' });
    const worker = await createEmployeeRow(t, company.companyId, { firstName: 'Worker', managerId: boss });
    const stranger = await createEmployeeRow(t, company.companyId, { firstName: 'Stranger' });
    const shirt = await addField(company, {
      location: 'employee',
      type: T.radioButton,
      propertyName: 'shirtSize',
      options: [{ label: 'S' }, { label: 'M' }],
    });
    const joined = await addField(company, { location: 'employeeStandard', type: T.datepicker, propertyName: 'uniformIssued' });
    const [, medium] = shirt.options;

    const hr = await loginAs(t, await createUser(t, company, { role: 'hrManager' }));
    const saved = await hr.api.ok(contracts.saveEmployeeCustomValues, {
      params: { recordId: worker },
      body: { version: 1, others: [entry(shirt, medium!.id)] },
    });
    expect(saved).toMatchObject({ location: 'employee', editable: true, others: [entry(shirt, medium!.id)], version: 2 });
    // The employee form's fields are saved apart and kept by the profile's save.
    await hr.api.ok(contracts.saveEmployeeStandardCustomValues, {
      params: { recordId: worker },
      body: { version: 2, others: [entry(joined, '2025-01-06')] },
    });
    await hr.api.ok(contracts.saveEmployeeCustomValues, {
      params: { recordId: worker },
      body: { version: 3, others: [entry(shirt, medium!.id)] },
    });
    const [row] = await t.db
      .select({ others: employees.others, version: employees.version })
      .from(employees)
      .where(eq(employees.id, worker));
    expect(row).toEqual({ others: [entry(joined, '2025-01-06'), entry(shirt, medium!.id)], version: 1 });

    const workerUser = await createUser(t, company, { role: 'employee' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: workerUser.userId, employeeId: worker });
    const self = await loginAs(t, workerUser);
    const own = await self.api.ok(contracts.getEmployeeCustomValues, { params: { recordId: worker } });
    expect(own).toMatchObject({ editable: false, others: [entry(shirt, medium!.id)] });
    expect(
      (
        await self.api.fail(
          contracts.saveEmployeeCustomValues,
          { params: { recordId: worker }, body: { version: own.version, others: [] } },
          403,
        )
      ).code,
    ).toBe('FIELD_FORBIDDEN');
    expect((await self.api.fail(contracts.getEmployeeCustomValues, { params: { recordId: stranger } }, 404)).code).toBe('NOT_FOUND');
    // Settings › Custom field is not theirs.
    expect((await self.api.fail(contracts.listCustomFields, { body: { location: 'employee' } }, 403)).code).toBe('FORBIDDEN');
    // The labels are: every form of the app shows them.
    expect(
      (await self.api.ok(contracts.getLocationCustomFields, { params: { location: 'employee' } })).map((field: CustomField) => field.id),
    ).toEqual([shirt.id]);

    const bossUser = await createUser(t, company, { role: 'manager' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: bossUser.userId, employeeId: boss });
    const manager = await loginAs(t, bossUser);
    expect(await manager.api.ok(contracts.getEmployeeCustomValues, { params: { recordId: worker } })).toMatchObject({
      editable: false,
      others: [entry(shirt, medium!.id)],
    });
    expect((await manager.api.fail(contracts.getEmployeeCustomValues, { params: { recordId: stranger } }, 404)).code).toBe('NOT_FOUND');
    // Their role reaches the team to read only: changing is refused as if the record were not there, as with the employee sections.
    expect(
      (await manager.api.fail(contracts.saveEmployeeCustomValues, { params: { recordId: worker }, body: { version: 4, others: [] } }, 404))
        .code,
    ).toBe('NOT_FOUND');

    // HR's own record is read only to them, as its fields are.
    const hrEmployee = await createEmployeeRow(t, company.companyId, { firstName: 'Hana' });
    const hrUser = await createUser(t, company, { role: 'hrManager' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: hrUser.userId, employeeId: hrEmployee });
    const hrSelf = await loginAs(t, hrUser);
    expect((await hrSelf.api.ok(contracts.getEmployeeCustomValues, { params: { recordId: hrEmployee } })).editable).toBe(false);
    expect((await hrSelf.api.ok(contracts.getEmployeeCustomValues, { params: { recordId: worker } })).editable).toBe(true);
    expect((await api.fail(contracts.getEmployeeCustomValues, { params: { recordId: crypto.randomUUID() } }, 404)).code).toBe('NOT_FOUND');
  });
});
