import { describe, expect, it } from 'vitest';
import { CUSTOM_FIELD_TYPES as T } from '@tenaga/contracts/modules/custom-fields/vocabulary';
import { CreateEmployeeBodySchema } from '@tenaga/contracts/modules/employees/record';
import { customFieldFixture } from '../../../test/custom-field.ts';
import { buildCreateBody } from '../model/create-body.ts';
import { moveColumn, shownColumns, toggleColumn, valueOf } from '../components/list/list-columns.model.ts';

const field = customFieldFixture;
const SIZE = field('11111111-1111-4111-8111-111111111111', T.dropdownSelection, { options: [{ id: 's', label: 'S' }] });
const DRIVER = field('22222222-2222-4222-8222-222222222222', T.checkbox);
const NOTE = field('33333333-3333-4333-8333-333333333333', T.singleLineText);

describe('custom fields on the add form', () => {
  const values = {
    personal: { identificationType: 'SG_NRIC', identificationNumber: 'S1234567D', firstName: 'Nur' },
    job: { employmentNumber: 'E-1', hiringDate: '2024-01-02' },
    payment: { paymentModeId: 1, salary: '100' },
  };

  it('sends the values filled in as others entries, leaving out empty ones (an unticked box, blank text)', () => {
    const body = buildCreateBody({ ...values, others: { [SIZE.id]: 's', [DRIVER.id]: false, [NOTE.id]: '  ' } }, [SIZE, DRIVER, NOTE]);
    expect(body.others).toEqual([{ _id: { $oid: SIZE.id }, value: 's' }]);
    expect(CreateEmployeeBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends no others without custom fields', () => {
    expect(buildCreateBody(values)).not.toHaveProperty('others');
  });
});

describe('the columns of the list', () => {
  const available = ['employmentNumber', 'fullName', 'passType', 'department', `custom.${SIZE.id}`, `custom.${NOTE.id}`];

  it('shows the columns kept in the user’s order, forgetting one that is gone, always with the name', () => {
    expect(shownColumns({ kept: [`custom.${NOTE.id}`, 'custom.gone', 'passType'], available })).toEqual([
      'fullName',
      `custom.${NOTE.id}`,
      'passType',
    ]);
  });

  it('starts from the default columns and the custom fields an earlier list kept', () => {
    expect(shownColumns({ kept: null, legacyCustom: [SIZE.id], available })).toEqual([
      'employmentNumber',
      'fullName',
      'department',
      `custom.${SIZE.id}`,
    ]);
  });

  it('shows a column at the end, hides one, never the name, and moves one within bounds', () => {
    expect(toggleColumn(['fullName', 'department'], 'passType')).toEqual(['fullName', 'department', 'passType']);
    expect(toggleColumn(['fullName', 'department'], 'department')).toEqual(['fullName']);
    expect(toggleColumn(['fullName'], 'fullName')).toEqual(['fullName']);
    expect(moveColumn(['fullName', 'department', 'passType'], 'passType', -1)).toEqual(['fullName', 'passType', 'department']);
    expect(moveColumn(['fullName', 'department'], 'fullName', -1)).toEqual(['fullName', 'department']);
  });

  it('reads a row’s value of a field', () => {
    const row = { others: [{ _id: { $oid: DRIVER.id }, value: true }] };
    expect(valueOf(row, DRIVER.id)).toBe(true);
    expect(valueOf(row, SIZE.id)).toBeUndefined();
    expect(valueOf({}, SIZE.id)).toBeUndefined();
  });
});
