import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { CUSTOM_FIELD_TYPES as T, type CustomField, type FilterRule } from '@tenaga/contracts';
import { auditLog } from '../../../db/schema/index.ts';
import {
  createCompany,
  exportedEmployees,
  createEmployeeRow,
  createTestApp,
  employeeBody,
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

const addField = (company: TestCompany, body: NewCustomField) => createCustomField(company, 'employee', body);
const entry = (field: { id: string }, value: unknown) => ({ _id: { $oid: field.id }, value });
const optionId = (field: CustomField, label: string) => field.options.find((option) => option.label === label)!.id;

/** A company with one field of each filterable kind and four employees holding some of their values. */
async function arrange() {
  const company = await createCompany(t);
  const size = await addField(company, {
    type: T.dropdownSelection,
    label: 'Shirt size',
    propertyName: 'shirtSize',
    options: [{ label: 'S' }, { label: 'M' }, { label: 'L' }],
  });
  const skills = await addField(company, {
    location: 'employeeStandard',
    type: T.dropdownMultiSelect,
    label: 'Skills',
    propertyName: 'skills',
    options: [{ label: 'Forklift' }, { label: 'First aid' }],
  });
  const rating = await addField(company, { type: T.fiveScalesOptions, label: 'Rating', propertyName: 'rating' });
  const driver = await addField(company, { type: T.checkbox, label: 'Driver', propertyName: 'driver' });
  const note = await addField(company, { type: T.singleLineText, label: 'Note', propertyName: 'note' });
  const create = async (employmentNumber: string, others: { _id: { $oid: string }; value: unknown }[]) =>
    (await company.admin.api.ok(contracts.createEmployee, { body: { ...employeeBody({ job: { employmentNumber } }), others } })).id;
  const ids = {
    E1: await create('E1', [
      entry(size, optionId(size, 'S')),
      entry(skills, [optionId(skills, 'Forklift'), optionId(skills, 'First aid')]),
      entry(rating, 5),
      entry(driver, true),
      entry(note, 'hello'),
    ]),
    E2: await create('E2', [entry(size, optionId(size, 'M')), entry(skills, [optionId(skills, 'First aid')]), entry(rating, '3')]),
    E3: await create('E3', [entry(size, optionId(size, 'L'))]),
    E4: await create('E4', []),
  };
  const numbers = async (filter: contracts.FilterQueryInput) =>
    (await company.admin.api.ok(contracts.employeeTable, { body: { filter, length: -1 } })).data.map((row) => row.employmentNumber).sort();
  const rule = (field: { id: string }, condition: FilterRule['condition'], values: string[] = []) => ({
    category: 'customField' as const,
    customFieldId: field.id,
    condition,
    values,
  });
  return { company, fields: { size, skills, rating, driver, note }, ids, numbers, rule };
}

describe('custom fields in the employee list', () => {
  it('offers the active employee fields as filter categories after spec §3’s, with their options', async () => {
    const { company, fields } = await arrange();
    await company.admin.api.ok(contracts.setCustomFieldActive, {
      params: { id: fields.note.id },
      body: { active: false, version: fields.note.version },
    });
    const note2 = await addField(company, { type: T.datepicker, label: 'Medical check', propertyName: 'medicalCheck' });
    const categories = await company.admin.api.ok(contracts.listEmployeeFilters);
    const custom = categories.filter((category) => category.category === 'customField');
    expect(categories.at(-custom.length - 1)?.category).not.toBe('customField');
    expect(custom.map((category) => category.text)).toEqual(['Skills', 'Shirt size', 'Rating', 'Driver', 'Medical check']);
    const of = (id: string) => custom.find((category) => category.customFieldId === id)!;
    expect(of(fields.size.id).options).toEqual(fields.size.options.map((option) => ({ value: option.id, text: option.label })));
    expect(of(fields.rating.id).options.map((option) => option.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(of(fields.rating.id).options[4]!.text).toBe('5 · Excellent');
    expect(of(fields.driver.id).options).toEqual([{ value: 'true', text: 'Yes' }]);
    expect(of(note2.id)).toMatchObject({ options: [], conditions: ['isEmpty', 'isNotEmpty'] });
    expect(of(fields.size.id).conditions).toBeUndefined();
  });

  it('applies each condition to each kind of field; is not and is none of keep the employees without a value', async () => {
    const { fields, numbers, rule } = await arrange();
    const { size, skills, rating, driver, note } = fields;
    const [S, M, L] = ['S', 'M', 'L'].map((label) => optionId(size, label)) as [string, string, string];
    expect(await numbers({ rules: [rule(size, 'is', [S])] })).toEqual(['E1']);
    expect(await numbers({ rules: [rule(size, 'isNot', [S])] })).toEqual(['E2', 'E3', 'E4']);
    expect(await numbers({ rules: [rule(size, 'isAnyOf', [S, L])] })).toEqual(['E1', 'E3']);
    expect(await numbers({ rules: [rule(size, 'isNoneOf', [S, M])] })).toEqual(['E3', 'E4']);
    expect(await numbers({ rules: [rule(size, 'isEmpty')] })).toEqual(['E4']);
    expect(await numbers({ rules: [rule(size, 'isNotEmpty')] })).toEqual(['E1', 'E2', 'E3']);

    const [forklift, firstAid] = ['Forklift', 'First aid'].map((label) => optionId(skills, label)) as [string, string];
    expect(await numbers({ rules: [rule(skills, 'is', [firstAid])] })).toEqual(['E1', 'E2']);
    expect(await numbers({ rules: [rule(skills, 'isAnyOf', [forklift])] })).toEqual(['E1']);
    expect(await numbers({ rules: [rule(skills, 'isNoneOf', [forklift])] })).toEqual(['E2', 'E3', 'E4']);
    expect(await numbers({ rules: [rule(skills, 'isNot', [firstAid])] })).toEqual(['E3', 'E4']);
    expect(await numbers({ rules: [rule(skills, 'isEmpty')] })).toEqual(['E3', 'E4']);

    // A five-point value sent as text is stored as its number, and found by it.
    expect(await numbers({ rules: [rule(rating, 'isAnyOf', ['3', '5'])] })).toEqual(['E1', 'E2']);
    expect(await numbers({ rules: [rule(rating, 'isNot', ['5'])] })).toEqual(['E2', 'E3', 'E4']);
    expect(await numbers({ rules: [rule(rating, 'is', ['9'])] })).toEqual([]);

    expect(await numbers({ rules: [rule(driver, 'is', ['true'])] })).toEqual(['E1']);
    expect(await numbers({ rules: [rule(driver, 'isEmpty')] })).toEqual(['E2', 'E3', 'E4']);

    // Text: only whether there is a value; a value condition matches nobody.
    expect(await numbers({ rules: [rule(note, 'isNotEmpty')] })).toEqual(['E1']);
    expect(await numbers({ rules: [rule(note, 'isEmpty')] })).toEqual(['E2', 'E3', 'E4']);
    expect(await numbers({ rules: [rule(note, 'isAnyOf', ['hello'])] })).toEqual([]);

    // With the other rules, and hiding the rows without a value.
    expect(await numbers({ join: 'or', rules: [rule(size, 'is', [L]), rule(driver, 'is', ['true'])] })).toEqual(['E1', 'E3']);
    expect(await numbers({ rules: [rule(size, 'isNot', [S])], hideEmptyRows: true })).toEqual(['E2', 'E3']);
  });

  it('matches nothing with a field of another company, whatever the condition', async () => {
    const { numbers, rule } = await arrange();
    const other = await createCompany(t);
    const foreign = await addField(other, { type: T.dropdownSelection, propertyName: 'shirtSize', options: [{ label: 'S' }] });
    await other.admin.api.ok(contracts.createEmployee, { body: { ...employeeBody(), others: [entry(foreign, foreign.options[0]!.id)] } });
    for (const condition of contracts.FILTER_CONDITIONS)
      expect(await numbers({ rules: [rule(foreign, condition, [foreign.options[0]!.id])] })).toEqual([]);
  });

  it('refuses a custom field rule without its field, and a field on a rule of another category', async () => {
    const { company, fields } = await arrange();
    await company.admin.api.fail(
      contracts.employeeTable,
      { body: { filter: { rules: [{ category: 'customField', condition: 'isEmpty' }] } } },
      400,
    );
    await company.admin.api.fail(
      contracts.employeeTable,
      { body: { filter: { rules: [{ category: 'department', customFieldId: fields.size.id, condition: 'isEmpty' }] } } },
      400,
    );
  });

  it('sends each row’s custom values for the list’s columns', async () => {
    const { company, fields, ids } = await arrange();
    const page = await company.admin.api.ok(contracts.employeeTable, { body: { filter: { employeeIds: [ids.E2] } } });
    const others = page.data[0]!.others ?? [];
    expect(others).toHaveLength(3);
    expect(others).toEqual(
      expect.arrayContaining([
        entry(fields.size, optionId(fields.size, 'M')),
        entry(fields.skills, [optionId(fields.skills, 'First aid')]),
        entry(fields.rating, 3),
      ]),
    );
  });
});

describe('the individual employee filter', () => {
  it('lists only the employees chosen, and of them only those the rules let through', async () => {
    const { company, fields, ids, numbers, rule } = await arrange();
    expect(await numbers({ employeeIds: [ids.E1, ids.E3] })).toEqual(['E1', 'E3']);
    expect(await numbers({ employeeIds: [ids.E1, ids.E3], rules: [rule(fields.size, 'is', [optionId(fields.size, 'L')])] })).toEqual([
      'E3',
    ]);
    expect(
      await numbers({
        employeeIds: [ids.E1, ids.E3],
        join: 'or',
        rules: [rule(fields.size, 'is', [optionId(fields.size, 'M')]), rule(fields.driver, 'is', ['true'])],
      }),
    ).toEqual(['E1']);
    const page = await company.admin.api.ok(contracts.employeeTable, { body: { filter: { employeeIds: [ids.E4] } } });
    expect(page).toMatchObject({ recordsFiltered: 1 });
  });

  it('finds nobody of another company, and refuses more than the limit', async () => {
    const { numbers } = await arrange();
    const other = await createCompany(t);
    const stranger = await createEmployeeRow(t, other.companyId);
    expect(await numbers({ employeeIds: [stranger] })).toEqual([]);
    const { company } = await arrange();
    const many = Array.from({ length: contracts.FILTER_EMPLOYEES_MAX + 1 }, () => crypto.randomUUID());
    await company.admin.api.fail(contracts.employeeTable, { body: { filter: { employeeIds: many } } }, 400);
  });
});

describe('adding an employee with custom values', () => {
  it('stores the form’s values checked by their fields’ rules, in the same transaction, audited by property name', async () => {
    const { company, fields, ids } = await arrange();
    const [stored] = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ids.E2), eq(auditLog.action, 'create')));
    expect(stored?.after).toMatchObject({
      customFields: { shirtSize: optionId(fields.size, 'M'), skills: [optionId(fields.skills, 'First aid')], rating: 3 },
    });
    const values = await company.admin.api.ok(contracts.getEmployeeCustomValues, { params: { recordId: ids.E1 } });
    expect(values.others).toContainEqual(entry(fields.note, 'hello'));
  });

  it('refuses a bad value, a required field left empty and an unknown field, naming each, and writes nothing', async () => {
    const { company, fields } = await arrange();
    const required = await addField(company, {
      location: 'employeeStandard',
      type: T.integerNumber,
      label: 'Locker',
      propertyName: 'locker',
      required: true,
    });
    const foreign = crypto.randomUUID();
    const before = await company.admin.api.ok(contracts.countEmployees);
    const error = await company.admin.api.fail(
      contracts.createEmployee,
      { body: { ...employeeBody(), others: [entry(fields.size, 'XL'), entry(fields.rating, 7), { _id: { $oid: foreign }, value: 'x' }] } },
      400,
    );
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(
      [`others.${fields.rating.id}`, `others.${fields.size.id}`, `others.${foreign}`, `others.${required.id}`].sort(),
    );
    expect(error.errors?.[`others.${required.id}`]).toBe('This field is required.');
    expect(await company.admin.api.ok(contracts.countEmployees)).toEqual(before);
  });
});

describe('exporting the list with custom fields', () => {
  it('adds a column per active employee field, with values as people read them', async () => {
    const { company, ids } = await arrange();
    const { file } = await exportedEmployees(t, company.admin, { format: 'csv', filter: { employeeIds: [ids.E1, ids.E4] } });
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/,Status,Skills,Shirt size,Rating,Driver,Note$/);
    expect(lines.find((line) => line.startsWith('E1,'))).toMatch(/,"Forklift, First aid",S,5 · Excellent,Yes,hello$/);
    expect(lines.find((line) => line.startsWith('E4,'))).toMatch(/,,,,,$/);
  });
});
