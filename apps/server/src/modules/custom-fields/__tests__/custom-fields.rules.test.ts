import { describe, expect, it } from 'vitest';
import {
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_TYPES,
  checkCustomFieldValue,
  checkCustomFieldValues,
  definitionProblems,
  propertyNameProblem,
  type CustomFieldRule,
  type CustomFieldType,
} from '@tenaga/contracts';
import {
  contractValuesEditable,
  employeeValuesLevel,
  mergeOthers,
  optionsToStore,
  removedOptions,
  valuesByName,
} from '../custom-fields.rules.ts';

const T = CUSTOM_FIELD_TYPES;
const OPTIONS = [
  { id: 'o-s', label: 'Small' },
  { id: 'o-m', label: 'Medium' },
  { id: 'o-l', label: 'Large' },
];
const field = (type: CustomFieldType, required = false): CustomFieldRule => ({ type, required, options: OPTIONS });
const ok = (type: CustomFieldType, input: unknown, required = false) => checkCustomFieldValue(field(type, required), input);
const valueOf = (type: CustomFieldType, input: unknown) => {
  const checked = ok(type, input);
  if (!checked.ok) throw new Error(`refused: ${checked.problem.key}`);
  return checked.value;
};
const keyOf = (type: CustomFieldType, input: unknown, required = false) => {
  const checked = ok(type, input, required);
  return checked.ok ? null : checked.problem;
};

describe('a custom value is checked by its field type (both sides of each bound)', () => {
  it('empty is null, and a required field refuses it, whatever the type', () => {
    for (const type of Object.values(T)) {
      for (const empty of [undefined, null, '', '   ', []]) {
        expect(ok(type, empty)).toEqual({ ok: true, value: null });
        expect(keyOf(type, empty, true)).toEqual({ key: 'validation:required' });
      }
    }
    // An unticked box is no answer: a required checkbox must be ticked.
    expect(ok(T.checkbox, false)).toEqual({ ok: true, value: null });
    expect(keyOf(T.checkbox, false, true)).toEqual({ key: 'validation:required' });
    expect(ok(T.checkbox, true, true)).toEqual({ ok: true, value: true });
    expect(keyOf(T.checkbox, 'yes')).toEqual({ key: 'validation:invalidValue' });
  });

  it('single-line text: trimmed, up to 255 characters', () => {
    expect(valueOf(T.singleLineText, '  Blue  ')).toBe('Blue');
    expect(valueOf(T.singleLineText, 'x'.repeat(255))).toHaveLength(255);
    expect(keyOf(T.singleLineText, 'x'.repeat(256))).toEqual({
      key: 'customFields:validation.singleLineTooLong',
      values: { singleLineMax: 255 },
    });
    expect(keyOf(T.singleLineText, 42)).toEqual({ key: 'validation:invalidValue' });
  });

  it('multi-line text: line breaks kept, up to 5000 characters', () => {
    expect(valueOf(T.multiLineText, 'line one\nline two\n')).toBe('line one\nline two');
    expect(valueOf(T.multiLineText, 'y'.repeat(5000))).toHaveLength(5000);
    expect(keyOf(T.multiLineText, 'y'.repeat(5001))).toEqual({
      key: 'customFields:validation.multiLineTooLong',
      values: { multiLineMax: 5000 },
    });
  });

  it('whole numbers: parsed from digits, up to 15 digits either way, never a fraction', () => {
    expect(valueOf(T.integerNumber, '42')).toBe(42);
    expect(valueOf(T.integerNumber, ' -7 ')).toBe(-7);
    expect(valueOf(T.integerNumber, 0)).toBe(0);
    expect(valueOf(T.integerNumber, '-0')).toBe(0);
    expect(valueOf(T.integerNumber, '000123')).toBe(123);
    expect(valueOf(T.integerNumber, 999_999_999_999_999)).toBe(999_999_999_999_999);
    expect(valueOf(T.integerNumber, '-999999999999999')).toBe(-999_999_999_999_999);
    const tooLong = { key: 'customFields:validation.integerDigits', values: { integerDigits: 15 } };
    expect(keyOf(T.integerNumber, 1_000_000_000_000_000)).toEqual(tooLong);
    expect(keyOf(T.integerNumber, '-1000000000000000')).toEqual(tooLong);
    expect(keyOf(T.integerNumber, '1.5')).toEqual({ key: 'customFields:validation.wholeNumber' });
    expect(keyOf(T.integerNumber, 2.5)).toEqual({ key: 'customFields:validation.wholeNumber' });
    expect(keyOf(T.integerNumber, '12abc')).toEqual({ key: 'validation:requiredValidNumber' });
    expect(keyOf(T.integerNumber, Number.NaN)).toEqual({ key: 'validation:requiredValidNumber' });
    expect(keyOf(T.integerNumber, true)).toEqual({ key: 'validation:requiredValidNumber' });
  });

  it('decimals: exact strings, up to 15 digits before the point and 6 after it', () => {
    expect(valueOf(T.decimalNumber, '1234.50')).toBe('1234.50');
    expect(valueOf(T.decimalNumber, 12.5)).toBe('12.5');
    expect(valueOf(T.decimalNumber, '+007.25')).toBe('7.25');
    expect(valueOf(T.decimalNumber, '-0.000')).toBe('0.000');
    expect(valueOf(T.decimalNumber, '-3')).toBe('-3');
    expect(valueOf(T.decimalNumber, '999999999999999.999999')).toBe('999999999999999.999999');
    const bound = { key: 'customFields:validation.decimal', values: { decimalDigits: 15, decimalPlaces: 6 } };
    expect(keyOf(T.decimalNumber, '1000000000000000')).toEqual(bound);
    expect(keyOf(T.decimalNumber, '0.1234567')).toEqual(bound);
    for (const bad of ['1,5', '.5', '5.', '1e3', 'abc', '1.2.3'])
      expect(keyOf(T.decimalNumber, bad)).toEqual({ key: 'validation:requiredValidNumber' });
  });

  it('dates: a real calendar date written YYYY-MM-DD', () => {
    expect(valueOf(T.datepicker, '2024-02-29')).toBe('2024-02-29');
    expect(valueOf(T.datepicker, '2025-12-31')).toBe('2025-12-31');
    for (const bad of ['2023-02-29', '2025-13-01', '2025-04-31', '31/12/2025', '2025-1-5', 1735603200000]) {
      expect(keyOf(T.datepicker, bad)).toEqual({ key: 'customFields:validation.date' });
    }
  });

  it('single choices: one of the field’s own options', () => {
    for (const type of [T.dropdownSelection, T.radioButton]) {
      expect(valueOf(type, 'o-m')).toBe('o-m');
      expect(keyOf(type, 'Medium')).toEqual({ key: 'validation:invalidOption' });
      expect(keyOf(type, ['o-m'])).toEqual({ key: 'validation:invalidOption' });
    }
  });

  it('multiple choices: distinct options of the field, kept in the options’ order', () => {
    expect(valueOf(T.dropdownMultiSelect, ['o-l', 'o-s'])).toEqual(['o-s', 'o-l']);
    expect(valueOf(T.dropdownMultiSelect, ['o-s', 'o-m', 'o-l'])).toHaveLength(3);
    expect(keyOf(T.dropdownMultiSelect, ['o-s', 'o-s'])).toEqual({ key: 'validation:invalidOption' });
    expect(keyOf(T.dropdownMultiSelect, ['o-s', 'o-x'])).toEqual({ key: 'validation:invalidOption' });
    expect(keyOf(T.dropdownMultiSelect, 'o-s')).toEqual({ key: 'validation:invalidOption' });
  });

  it('five-point scale: the levels 1 to 5, as numbers or digits', () => {
    expect(valueOf(T.fiveScalesOptions, 1)).toBe(1);
    expect(valueOf(T.fiveScalesOptions, '5')).toBe(5);
    for (const bad of [0, 6, 2.5, 'good']) expect(keyOf(T.fiveScalesOptions, bad)).toEqual({ key: 'validation:invalidOption' });
  });

  it('a record’s values: what to store in field order (empty ones left out) and each field’s problem, with one values object for all', () => {
    const fields = [
      { id: 'a', ...field(T.integerNumber) },
      { id: 'b', ...field(T.singleLineText, true) },
      { id: 'c', ...field(T.multiLineText) },
      { id: 'd', ...field(T.dropdownSelection) },
    ];
    expect(checkCustomFieldValues({ fields, values: { d: 'o-s', b: ' Hi ', a: '' } })).toEqual({
      others: [
        { _id: { $oid: 'b' }, value: 'Hi' },
        { _id: { $oid: 'd' }, value: 'o-s' },
      ],
      problems: {},
    });
    const refused = checkCustomFieldValues({ fields, values: { a: 'x'.repeat(3), c: 'y'.repeat(CUSTOM_FIELD_LIMITS.multiLineMax + 1) } });
    expect(Object.keys(refused.problems)).toEqual(['a', 'b', 'c']);
    expect(refused.problems.b).toEqual({ key: 'validation:required' });
  });
});

describe('a definition', () => {
  it('property names are camelCase, and not a name the record already has', () => {
    expect(propertyNameProblem({ propertyName: 'shirtSize', location: 'employee' })).toBeNull();
    expect(propertyNameProblem({ propertyName: 'a1', location: 'contract' })).toBeNull();
    for (const bad of ['ShirtSize', 'shirt_size', 'shirt size', '1size', 'größe', '']) {
      expect(propertyNameProblem({ propertyName: bad, location: 'employee' })).toEqual({
        key: 'customFields:validation.propertyNameFormat',
        reason: 'format',
      });
    }
    const reserved = { key: 'customFields:validation.propertyNameReserved', reason: 'reserved' };
    expect(propertyNameProblem({ propertyName: 'firstName', location: 'employee' })).toEqual(reserved);
    expect(propertyNameProblem({ propertyName: 'salary', location: 'employeeStandard' })).toEqual(reserved);
    expect(propertyNameProblem({ propertyName: 'client', location: 'contract' })).toEqual(reserved);
    expect(propertyNameProblem({ propertyName: 'others', location: 'timeOff' })).toEqual(reserved);
    // Only the record's own names are taken: a contract may have a custom "salary".
    expect(propertyNameProblem({ propertyName: 'salary', location: 'contract' })).toBeNull();
  });

  it('the choice types need options, all different whatever their case; the others take none', () => {
    expect(definitionProblems({ type: T.dropdownSelection, options: [] })).toEqual({
      options: { key: 'customFields:validation.optionsRequired' },
    });
    expect(definitionProblems({ type: T.radioButton, options: [{ label: 'Yes' }, { label: 'No' }, { label: ' yes ' }] })).toEqual({
      'options.2.label': { key: 'customFields:validation.optionDuplicated' },
    });
    expect(definitionProblems({ type: T.dropdownMultiSelect, options: [{ label: 'A' }] })).toEqual({});
    expect(definitionProblems({ type: T.fiveScalesOptions, options: [] })).toEqual({});
  });

  it('options keep their ids, new ones get one, and the types without options store none', () => {
    let next = 0;
    const newId = () => `new-${(next += 1)}`;
    expect(
      optionsToStore({
        type: T.dropdownSelection,
        options: [{ id: 'o-m', label: ' Medium  size ' }, { label: 'XL' }, { id: 'forged', label: 'XXL' }],
        current: OPTIONS,
        newId,
      }),
    ).toEqual([
      { id: 'o-m', label: 'Medium size' },
      { id: 'new-1', label: 'XL' },
      { id: 'new-2', label: 'XXL' },
    ]);
    expect(optionsToStore({ type: T.singleLineText, options: [{ label: 'ignored' }], current: [], newId })).toEqual([]);
    expect(removedOptions(OPTIONS, [OPTIONS[0]!, { id: 'x', label: 'X' }])).toEqual([OPTIONS[1], OPTIONS[2]]);
  });
});

describe('values on a record', () => {
  it('saving one location replaces its shown fields’ entries and keeps every other entry', () => {
    const stored = [
      { _id: { $oid: 'shown' }, value: 'old' },
      { _id: { $oid: 'inactive' }, value: 'kept' },
      { _id: { $oid: 'standard' }, value: 3 },
    ];
    expect(mergeOthers(stored, new Set(['shown', 'cleared']), [{ _id: { $oid: 'cleared' }, value: true }])).toEqual([
      { _id: { $oid: 'inactive' }, value: 'kept' },
      { _id: { $oid: 'standard' }, value: 3 },
      { _id: { $oid: 'cleared' }, value: true },
    ]);
    expect(
      valuesByName(stored, [
        { id: 'shown', propertyName: 'size' },
        { id: 'none', propertyName: 'colour' },
      ]),
    ).toEqual({ size: 'old', colour: null });
  });

  it('an employee’s values: others’ through the employee list; one’s own record is read only, as its fields are', () => {
    expect(employeeValuesLevel({ menuGrants: { employeeList: 'edit' }, own: false })).toBe('edit');
    expect(employeeValuesLevel({ menuGrants: { employeeList: 'view' }, own: false })).toBe('view');
    expect(employeeValuesLevel({ menuGrants: { myProfile: 'edit' }, own: false })).toBe('none');
    expect(employeeValuesLevel({ menuGrants: { myProfile: 'edit' }, own: true })).toBe('view');
    expect(employeeValuesLevel({ menuGrants: { employeeList: 'edit' }, own: true })).toBe('view');
    expect(employeeValuesLevel({ menuGrants: {}, own: true })).toBe('none');
  });

  it('a contract’s values change with edit access to active contracts, never while it is archived', () => {
    expect(contractValuesEditable({ menuGrants: { contractsActive: 'edit' }, archived: false })).toBe(true);
    expect(contractValuesEditable({ menuGrants: { contractsActive: 'edit' }, archived: true })).toBe(false);
    expect(contractValuesEditable({ menuGrants: { contractsActive: 'view' }, archived: false })).toBe(false);
  });
});
