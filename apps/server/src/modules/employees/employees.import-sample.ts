import { EMPLOYMENT_TYPE, type CompanyCountry } from '@tenaga/contracts';
import { bankAccountDigitsFor, identificationTypesFor, OTHER_BANK_ACCOUNT_LENGTH } from '@tenaga/domain';
import type { Translate } from '../../lib/i18n.ts';
import type { ModuleServices } from '../../platform/module.ts';
import type { ImportColumn, ImportContext, SampleFile } from '../imports/index.ts';
import { EMPLOYEE_COLUMNS, TEXT_COLUMNS, type EmployeeColumn } from './employees.import-columns.ts';
import { customCodeRows, customColumnHint, customExample, type CustomColumn } from './employees.import-custom-columns.ts';
import type { EmployeeOptions } from './employees.import-options.ts';

/** Example values of the sample's row that pass every rule in the company's country. */
const EXAMPLE_PHONES: Record<CompanyCountry, string> = {
  SG: '+6591234567',
  MY: '+60123456789',
  ID: '+6281234567890',
  VN: '+84912345678',
  PH: '+639171234567',
};

/**
 * The employee sample: every column headed 'Label * [key]' in the caller's language with a hint,
 * one example row that passes the check as it is, and the codes sheet: each code column's values
 * and the company's organisation lists, contracts and locations by name.
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

  const idType = identificationTypesFor(country)[0]!;
  const bank = options.bank[0]?.value as string | undefined;
  const digits = bank ? (bankAccountDigitsFor(bank)?.[0] ?? OTHER_BANK_ACCOUNT_LENGTH.min + 5) : null;
  const deployment = contracts.find((contract) => contract.locations.some((location) => !location.archived));
  const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const example: Record<string, string | Date | null> = {
    employmentNumber: 'E0001',
    firstName: t('imports:employees.example.firstName'),
    lastName: t('imports:employees.example.lastName'),
    identificationType: idType.id,
    identificationNumber: idType.example,
    gender: 'female',
    dateOfBirth: utc('1990-04-12'),
    nationality: country,
    email: 'mei.ling@example.com',
    phones: EXAMPLE_PHONES[country],
    country,
    hiringDate: utc('2024-01-02'),
    employmentType: String(EMPLOYMENT_TYPE.fullTime),
    jobTitle: organisation.jobTitle[0]?.name ?? null,
    department: organisation.department[0]?.name ?? null,
    paymentMode: '1',
    bank: bank ?? null,
    accountName: `${t('imports:employees.example.firstName')} ${t('imports:employees.example.lastName')}`,
    accountNumber: digits ? '1234567890123456789'.slice(0, digits) : null,
    salary: '4500.00',
    contract: deployment?.name ?? null,
    location: deployment?.locations.find((location) => !location.archived)?.name ?? null,
    deploymentFrom: deployment ? utc('2024-01-02') : null,
  };

  const hint = (column: EmployeeColumn) =>
    [
      column.required ? t('imports:sample.hints.required') : null,
      column.type === 'date' ? t('imports:sample.hints.date') : null,
      column.type === 'code' ? t('imports:sample.hints.code', { sheet: t('imports:sample.codesSheet') }) : null,
      column.key === 'phones' ? t('imports:sample.hints.phones') : null,
      column.key === 'manager' ? t('imports:sample.hints.manager') : null,
      column.key === 'salary' ? t('imports:sample.hints.amount') : null,
    ]
      .filter(Boolean)
      .join('\n');

  const codeRows: string[][] = [];
  const add = (column: string, rows: readonly (readonly [string, string])[]) => {
    const name = header({ key: column });
    for (const [value, meaning] of rows) codeRows.push([name.replace(/ \*/, ''), value, meaning]);
  };
  for (const column of [
    'identificationType',
    'gender',
    'maritalStatus',
    'race',
    'religion',
    'passType',
    'employmentType',
    'paymentMode',
    'bank',
    'contributionRateType',
    'nationality',
  ] as const) {
    add(
      column,
      options[column].map((option) => [String(option.value), option.names[language] ?? '']),
    );
  }
  add(
    'jobTitle',
    organisation.jobTitle.map((item) => [item.name, '']),
  );
  add(
    'department',
    organisation.department.map((item) => [item.name, '']),
  );
  add(
    'category',
    organisation.category.map((item) => [item.name, '']),
  );
  add(
    'commercialSector',
    organisation.commercialSector.map((item) => [item.name, '']),
  );
  add(
    'site',
    organisation.site.map((item) => [item.name, '']),
  );
  add(
    'contract',
    contracts.map((contract) => [contract.name, '']),
  );
  add(
    'location',
    contracts.flatMap((contract) =>
      contract.locations
        .filter((location) => !location.archived)
        .map((location) => [location.name, t('imports:sample.locationOf', { contract: contract.name })] as const),
    ),
  );
  // The company's custom fields: headed by their label (required ones marked), after the fixed columns.
  const custom = deps.customColumns;
  const customHeader = (column: CustomColumn) => `${column.label}${column.field.required ? ' *' : ''} [${column.key}]`;
  for (const column of custom) {
    const rows = column.type === 'code' ? customCodeRows(column, language, translate) : [];
    for (const [value, meaning] of rows) codeRows.push([`${column.label} [${column.key}]`, value, meaning]);
  }

  return {
    dataSheet: {
      name: t('imports:employees.sheet'),
      columns: [
        ...EMPLOYEE_COLUMNS.map((column) => ({
          header: header(column),
          note: hint(column),
          width: column.width ?? 16,
          format: column.type === 'date' ? ('date' as const) : TEXT_COLUMNS.has(column.key) ? ('text' as const) : ('general' as const),
        })),
        ...custom.map((column) => ({
          header: customHeader(column),
          note: customColumnHint(column, t),
          width: column.width ?? 20,
          format: column.type === 'date' ? ('date' as const) : ('text' as const),
        })),
      ],
      example: [
        ...EMPLOYEE_COLUMNS.map((column) => example[column.key] ?? null),
        ...custom.map((column) => customExample(column, language, translate)),
      ],
    },
    codesSheet: {
      name: t('imports:sample.codesSheet'),
      header: [t('imports:sample.codesColumn'), t('imports:sample.codesValue'), t('imports:sample.codesMeaning')],
      rows: codeRows,
      widths: [34, 28, 48],
    },
  };
}
