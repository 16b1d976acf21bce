import { randomInt } from 'node:crypto';
import { EMPLOYMENT_TYPE, IMPORT_LIMITS, type CompanyCountry } from '@tenaga/contracts';
import {
  bankAccountDigitsFor,
  identificationTypesFor,
  OTHER_BANK_ACCOUNT_LENGTH,
  validateIdentificationNumber,
  type IdentificationType,
} from '@tenaga/domain';
import type { Transaction } from '../../db/tenant.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { ModuleServices } from '../../platform/module.ts';
import type { ImportColumn, ImportContext, SampleFile } from '../imports/index.ts';
import { nextFreeEmploymentNumber } from './employees.availability.ts';
import { EMPLOYEE_COLUMNS, TEXT_COLUMNS, type CodeColumn, type EmployeeColumn } from './employees.import-columns.ts';
import { customChoices, customColumnHint, customExample, type CustomColumn } from './employees.import-custom-columns.ts';
import type { EmployeeOptions, Option } from './employees.import-options.ts';
import * as repo from './employees.repository.ts';

/** Example values of the sample's row that pass every rule in the company's country. */
const EXAMPLE_PHONES: Record<CompanyCountry, string> = {
  SG: '+6591234567',
  MY: '+60123456789',
  ID: '+6281234567890',
  VN: '+84912345678',
  PH: '+639171234567',
};

/** Tries at drawing a free identification number before the sample leaves the cell empty. */
const IDENTIFICATION_DRAWS = 200;

/**
 * A made-up identification number of the type for the example row: the type's example with its last
 * digits drawn again until the number passes the type's rules and no employee of the company holds
 * it, so the example never collides with a real record. Null when no draw succeeds.
 */
export async function fictionalIdentificationNumber(
  tx: Transaction,
  input: { companyId: string; type: IdentificationType; today: string },
): Promise<string | null> {
  const { type, today } = input;
  const positions = [...type.example].flatMap((char, index) => (/\d/.test(char) ? [index] : [])).slice(-5);
  for (let draw = 0; draw < IDENTIFICATION_DRAWS; draw += 1) {
    const chars = [...type.example];
    for (const position of positions) chars[position] = String(randomInt(10));
    const candidate = chars.join('');
    const checked = validateIdentificationNumber({ type: type.id, value: candidate, today });
    if (!checked.ok) continue;
    if (!(await repo.identificationTaken(tx, input.companyId, { type: type.id, number: checked.value }))) return candidate;
  }
  return null;
}

/** The choice columns of the employee file whose values are the code lists (the rest are the company's names). */
const CODE_COLUMNS: readonly CodeColumn[] = [
  'identificationType',
  'gender',
  'nationality',
  'maritalStatus',
  'race',
  'religion',
  'passType',
  'country',
  'employmentType',
  'paymentMode',
  'bank',
  'contributionRateType',
];

/**
 * The employee sample: every column headed 'Label * [key]' in the caller's language with a hint,
 * one example row that passes the check as it is and cannot collide with an employee (the next free
 * employment number, a made-up identification number), its choices written as the caller reads
 * them, and a dropdown in every choice column fed by the lists sheet (the code lists, the company's
 * organisation lists, contracts and locations, and the custom fields' options).
 */
export async function employeeSample(
  context: ImportContext,
  deps: {
    translate: Translate;
    options: EmployeeOptions;
    customColumns: readonly CustomColumn[];
    organisation: Pick<ModuleServices['organisation'], 'names'>;
    clientContracts: Pick<ModuleServices['clientContracts'], 'withLocations'>;
  },
): Promise<SampleFile> {
  const { companyId, country, language } = context;
  const { translate } = deps;
  const t = (key: string, values?: Record<string, unknown>) => translate(language, key, values);
  const options = deps.options.optionsFor(country);
  const organisation = await context.read((tx) => deps.organisation.names(tx, companyId));
  const contracts = (await context.read((tx) => deps.clientContracts.withLocations(tx, companyId))).filter(
    (contract) => !contract.archived,
  );
  const header = (column: ImportColumn) =>
    `${column.label ?? translate(language, `imports:employees.columns.${column.key}`)}${column.required ? ' *' : ''} [${column.key}]`;

  /** An option as the caller reads it. */
  const labelOf = (option: Option) => option.names[language] ?? String(option.value);
  const label = (column: CodeColumn, value: string | number | undefined) => {
    const option = options[column].find((candidate) => candidate.value === value);
    return option ? labelOf(option) : null;
  };
  const choices: Record<string, readonly string[]> = {
    ...Object.fromEntries(CODE_COLUMNS.map((column) => [column, options[column].map(labelOf)])),
    jobTitle: organisation.jobTitle.map((item) => item.name),
    department: organisation.department.map((item) => item.name),
    category: organisation.category.map((item) => item.name),
    commercialSector: organisation.commercialSector.map((item) => item.name),
    site: organisation.site.map((item) => item.name),
    contract: contracts.map((contract) => contract.name),
    location: contracts.flatMap((contract) => contract.locations.filter((location) => !location.archived).map((location) => location.name)),
  };

  const idType = identificationTypesFor(country)[0]!;
  const [employmentNumber, identificationNumber] = await context.read(async (tx) => [
    await nextFreeEmploymentNumber(tx, companyId),
    await fictionalIdentificationNumber(tx, { companyId, type: idType, today: context.today }),
  ]);
  const bank = options.bank[0]?.value as string | undefined;
  const digits = bank ? (bankAccountDigitsFor(bank)?.[0] ?? OTHER_BANK_ACCOUNT_LENGTH.min + 5) : null;
  const deployment = contracts.find((contract) => contract.locations.some((location) => !location.archived));
  const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const example: Record<string, string | Date | null> = {
    employmentNumber,
    firstName: t('imports:employees.example.firstName'),
    lastName: t('imports:employees.example.lastName'),
    identificationType: label('identificationType', idType.id),
    identificationNumber,
    gender: label('gender', 'female'),
    dateOfBirth: utc('1990-04-12'),
    nationality: label('nationality', country),
    email: 'mei.ling@example.com',
    phones: EXAMPLE_PHONES[country],
    country: label('country', country),
    hiringDate: utc('2024-01-02'),
    employmentType: label('employmentType', EMPLOYMENT_TYPE.fullTime),
    jobTitle: organisation.jobTitle[0]?.name ?? null,
    department: organisation.department[0]?.name ?? null,
    paymentMode: label('paymentMode', 1),
    bank: label('bank', bank),
    accountName: `${t('imports:employees.example.firstName')} ${t('imports:employees.example.lastName')}`,
    accountNumber: digits ? '1234567890123456789'.slice(0, digits) : null,
    salary: '4500.00',
    contract: deployment?.name ?? null,
    location: deployment?.locations.find((location) => !location.archived)?.name ?? null,
    deploymentFrom: deployment ? utc('2024-01-02') : null,
  };

  const listsSheet = t('imports:sample.listsSheet');
  const hint = (column: EmployeeColumn) =>
    [
      column.required ? t('imports:sample.hints.required') : null,
      column.type === 'date' ? t('imports:sample.hints.date') : null,
      column.type === 'code' ? t('imports:sample.hints.choice', { sheet: listsSheet }) : null,
      column.key === 'phones' ? t('imports:sample.hints.phones') : null,
      column.key === 'manager' ? t('imports:sample.hints.manager') : null,
      column.key === 'salary' ? t('imports:sample.hints.amount') : null,
    ]
      .filter(Boolean)
      .join('\n');

  // The company's custom fields: headed by their label (required ones marked), after the fixed columns.
  const custom = deps.customColumns;
  const customHeader = (column: CustomColumn) => `${column.label}${column.field.required ? ' *' : ''} [${column.key}]`;

  return {
    dataSheet: {
      name: t('imports:employees.sheet'),
      rows: IMPORT_LIMITS.maxRows.employees,
      columns: [
        ...EMPLOYEE_COLUMNS.map((column) => ({
          header: header(column),
          note: hint(column),
          width: column.width ?? 16,
          format: column.type === 'date' ? ('date' as const) : TEXT_COLUMNS.has(column.key) ? ('text' as const) : ('general' as const),
          ...(choices[column.key] ? { choices: choices[column.key] } : {}),
        })),
        ...custom.map((column) => ({
          header: customHeader(column),
          note: customColumnHint(column, t),
          width: column.width ?? 20,
          format: column.type === 'date' ? ('date' as const) : ('text' as const),
          ...(column.type === 'code' ? { choices: customChoices(column, language, translate), multiple: column.multiple } : {}),
        })),
      ],
      example: [
        ...EMPLOYEE_COLUMNS.map((column) => example[column.key] ?? null),
        ...custom.map((column) => customExample(column, language, translate)),
      ],
    },
    listsSheet: {
      name: listsSheet,
      warningTitle: t('imports:sample.notInListTitle'),
      warning: t('imports:sample.notInList'),
    },
  };
}
