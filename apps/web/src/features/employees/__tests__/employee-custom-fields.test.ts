import { describe, expect, it } from 'vitest';
import { CreateEmployeeBodySchema, CUSTOM_FIELD_TYPES as T } from '@tenaga/contracts';
import { customFieldFixture } from '../../../test/custom-field.ts';
import { buildCreateBody } from '../model/create-body.ts';
import { chosenColumns, valueOf } from '../components/list/custom-columns.model.ts';

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

describe('custom field columns of the list', () => {
  it('shows the fields turned on in the fields’ order, forgetting one that is gone', () => {
    expect(chosenColumns([SIZE, DRIVER, NOTE], [NOTE.id, 'gone', SIZE.id]).map((column) => column.id)).toEqual([SIZE.id, NOTE.id]);
  });

  it('reads a row’s value of a field', () => {
    const row = { others: [{ _id: { $oid: DRIVER.id }, value: true }] };
    expect(valueOf(row, DRIVER.id)).toBe(true);
    expect(valueOf(row, SIZE.id)).toBeUndefined();
    expect(valueOf({}, SIZE.id)).toBeUndefined();
  });
});
