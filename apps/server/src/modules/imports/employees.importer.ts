import { CONTRIBUTION_RATE_TYPES, CreateEmployeeBodySchema, EMPLOYEE_SOURCE, EMPLOYMENT_TYPE, issueMessage, issuePath, type CompanyCountry, type CreateEmployeeBody, type CreateEmployeeInput, type Deployment, type Language } from '@tenaga/contracts';
import { bankAccountDigitsFor, identificationTypesFor, OTHER_BANK_ACCOUNT_LENGTH } from '@tenaga/domain';
import { LANGUAGE_CODES } from '@tenaga/i18n';
import type { Actor } from '../../lib/audit.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { CountriesService, ReferenceService } from '../countries/index.ts';
import { checkNewEmployee, insertCheckedEmployees, takenEmployeeNumbers, type NewEmployeeValues } from '../employees/index.ts';
import * as repo from './imports.repository.ts';
import { codeList, isoDate, normalized, phoneList, repeatsInFile, type CodeList, type ImportColumn, type ImportRow, type RawProblem } from './imports.rules.ts';
import type { SampleFile } from './imports.spreadsheet.ts';
import type { ImportContext, Importer, RowChecks } from './importer.ts';

/** An employee column: where its value goes in the create body ('personal.firstName'). */
interface EmployeeColumn extends ImportColumn {
  readonly field: string;
}

/**
 * The columns of an employee file, in the sample's order. Each fills one field of POST /employees'
 * body; lists are named by code or name (the sample's second sheet), organisation lists and
 * contracts by name, the manager by employment number. One deployment per row.
 */
export const EMPLOYEE_COLUMNS: readonly EmployeeColumn[] = [
  { key: 'employmentNumber', field: 'job.employmentNumber', required: true, width: 18 },
  { key: 'firstName', field: 'personal.firstName', required: true, width: 18 },
  { key: 'lastName', field: 'personal.lastName', width: 18 },
  { key: 'identificationType', field: 'personal.identificationType', required: true, type: 'code', width: 22 },
  { key: 'identificationNumber', field: 'personal.identificationNumber', required: true, width: 22 },
  { key: 'gender', field: 'personal.gender', type: 'code', width: 12 },
  { key: 'dateOfBirth', field: 'personal.dateOfBirth', type: 'date', width: 14 },
  { key: 'nationality', field: 'personal.nationality', type: 'code', width: 14 },
  { key: 'maritalStatus', field: 'personal.maritalStatus', type: 'code', width: 14 },
  { key: 'race', field: 'personal.race', type: 'code', width: 14 },
  { key: 'religion', field: 'personal.religion', type: 'code', width: 14 },
  { key: 'otherReligion', field: 'personal.otherReligion', width: 16 },
  { key: 'passType', field: 'personal.passTypeId', type: 'code', width: 18 },
  { key: 'passSubtype', field: 'personal.passSubtype', width: 16 },
  { key: 'passNumber', field: 'personal.passNumber', width: 16 },
  { key: 'passObtainedDate', field: 'personal.passObtainedDate', type: 'date', width: 14 },
  { key: 'passValidFrom', field: 'personal.passValidFrom', type: 'date', width: 14 },
  { key: 'passValidTo', field: 'personal.passValidTo', type: 'date', width: 14 },
  { key: 'email', field: 'personal.email', width: 26 },
  { key: 'phones', field: 'personal.phones', width: 20 },
  { key: 'address', field: 'personal.address', width: 30 },
  { key: 'city', field: 'personal.city', width: 14 },
  { key: 'state', field: 'personal.state', width: 14 },
  { key: 'country', field: 'personal.country', type: 'code', width: 12 },
  { key: 'postalCode', field: 'personal.postalCode', width: 12 },
  { key: 'biometricNumber', field: 'job.biometricNumber', width: 14 },
  { key: 'hiringDate', field: 'job.hiringDate', required: true, type: 'date', width: 14 },
  { key: 'confirmationDate', field: 'job.confirmationDate', type: 'date', width: 14 },
  { key: 'employmentType', field: 'job.employmentType', type: 'code', width: 14 },
  { key: 'jobTitle', field: 'job.jobTitleId', type: 'code', width: 20 },
  { key: 'department', field: 'job.departmentId', type: 'code', width: 20 },
  { key: 'category', field: 'job.categoryId', type: 'code', width: 18 },
  { key: 'commercialSector', field: 'job.commercialSectorId', type: 'code', width: 18 },
  { key: 'site', field: 'job.siteId', type: 'code', width: 18 },
  { key: 'manager', field: 'job.managerId', width: 16 },
  { key: 'paymentMode', field: 'payment.paymentModeId', required: true, type: 'code', width: 16 },
  { key: 'bank', field: 'payment.bankCode', type: 'code', width: 22 },
  { key: 'accountName', field: 'payment.accountName', width: 20 },
  { key: 'accountNumber', field: 'payment.accountNumber', width: 18 },
  { key: 'salary', field: 'payment.salary', required: true, width: 12 },
  { key: 'contributionRateType', field: 'payment.contributionRateType', type: 'code', width: 14 },
  { key: 'contract', field: 'deployments.0.contractId', type: 'code', width: 22 },
  { key: 'location', field: 'deployments.0.locationId', type: 'code', width: 22 },
  { key: 'deploymentFrom', field: 'deployments.0.from', type: 'date', width: 14 },
  { key: 'deploymentTo', field: 'deployments.0.to', type: 'date', width: 14 },
];

/** Columns whose cells are numbers with meaning in their digits (leading zeros): kept as text in the sample. */
const TEXT_COLUMNS = new Set(['employmentNumber', 'identificationNumber', 'passNumber', 'phones', 'postalCode', 'biometricNumber', 'accountNumber']);

/** The column of a body field or of a rule's field ('personal.phones.0' → phones). */
const COLUMN_OF_FIELD = new Map(EMPLOYEE_COLUMNS.map((column) => [column.field, column.key]));
function columnOfPath(path: string): string | null {
  for (let candidate = path; candidate; candidate = candidate.includes('.') ? candidate.slice(0, candidate.lastIndexOf('.')) : '') {
    const column = COLUMN_OF_FIELD.get(candidate);
    if (column) return column;
  }
  return null;
}

/** The field-level permission each column needs (access field names; every deployment column needs 'deployments'). */
export function accessFieldOf(column: EmployeeColumn): string {
  return column.field.startsWith('deployments.') ? 'deployments' : column.field.slice(column.field.indexOf('.') + 1);
}

type CodeColumn = 'identificationType' | 'gender' | 'nationality' | 'maritalStatus' | 'race' | 'religion' | 'passType' | 'country' | 'employmentType' | 'paymentMode' | 'bank' | 'contributionRateType';

interface Option {
  readonly value: string | number;
  /** The option's name in each language. */
  readonly names: Readonly<Partial<Record<Language, string>>>;
}

export interface PreparedEmployee {
  readonly row: number;
  readonly values: NewEmployeeValues;
  readonly deployments: readonly Deployment[];
}

export interface EmployeeImporterDeps {
  translate: Translate;
  reference: Pick<ReferenceService, 'banks' | 'passTypes' | 'identificationTypes' | 'reference' | 'races' | 'maritalStatuses'>;
  countries: Pick<CountriesService, 'nationalities'>;
}

/** Example values of the sample's row that pass every rule in the company's country. */
const EXAMPLE_PHONES: Record<CompanyCountry, string> = { SG: '+6591234567', MY: '+60123456789', ID: '+6281234567890', VN: '+84912345678', PH: '+639171234567' };

export function createEmployeeImporter(deps: EmployeeImporterDeps): Importer<PreparedEmployee[]> {
  const { reference, translate } = deps;
  const optionsCache = new Map<CompanyCountry, Record<CodeColumn, readonly Option[]>>();

  /** The values each code column allows in the company's country, named in every language. */
  function optionsFor(country: CompanyCountry): Record<CodeColumn, readonly Option[]> {
    const cached = optionsCache.get(country);
    if (cached) return cached;
    const named = <V extends string | number>(list: (language: Language) => readonly { value: V; label: string }[]): Option[] =>
      list('en').map((option, index) => ({ value: option.value, names: Object.fromEntries(LANGUAGE_CODES.map((language) => [language, list(language)[index]?.label ?? option.label])) }));
    const nationalities = named((language) => [...deps.countries.nationalities(language)].sort((a, b) => a.value.localeCompare(b.value)));
    const options: Record<CodeColumn, readonly Option[]> = {
      identificationType: named((language) => reference.identificationTypes(country, language)),
      gender: named((language) => reference.reference(country, language).genders),
      nationality: nationalities,
      maritalStatus: named((language) => reference.maritalStatuses(country, language)),
      race: named((language) => reference.races(country, language)),
      religion: named((language) => reference.reference(country, language).religions),
      passType: named((language) => reference.passTypes(country, language)),
      country: nationalities,
      employmentType: [EMPLOYMENT_TYPE.fullTime, EMPLOYMENT_TYPE.partTime].map((value) => ({ value, names: Object.fromEntries(LANGUAGE_CODES.map((language) => [language, translate(language, `employees:employmentType.${value}`)])) })),
      paymentMode: named((language) => reference.reference(country, language).paymentModes.map((mode) => ({ value: Number(mode.value), label: mode.label }))),
      bank: reference.banks(country).map((bank) => ({ value: bank.value, names: Object.fromEntries(LANGUAGE_CODES.map((language) => [language, bank.label])) })),
      contributionRateType: CONTRIBUTION_RATE_TYPES.map((value) => ({ value, names: Object.fromEntries(LANGUAGE_CODES.map((language) => [language, translate(language, `imports:employees.contributionRateTypes.${value}`)])) })),
    };
    optionsCache.set(country, options);
    return options;
  }

  const codeLists = new Map<CompanyCountry, Record<CodeColumn, CodeList<string | number>>>();
  function codeListsFor(country: CompanyCountry) {
    let lists = codeLists.get(country);
    if (!lists) {
      const options = optionsFor(country);
      lists = Object.fromEntries(Object.entries(options).map(([column, list]) => [column, codeList(list.map((option) => ({ value: option.value, names: Object.values(option.names) })))])) as Record<CodeColumn, CodeList<string | number>>;
      codeLists.set(country, lists);
    }
    return lists;
  }

  const columnLabel = (language: Language, key: string) => translate(language, `imports:employees.columns.${key}`);

  return {
    kind: 'employees',
    columns: EMPLOYEE_COLUMNS,
    columnLabel,

    async checkRows(context: ImportContext, rows: readonly ImportRow[], onProgress: (done: number) => void): Promise<RowChecks<PreparedEmployee[]>> {
      const { tx, companyId, country } = context;
      const problems: RawProblem[] = [];
      const flagged = new Set<string>();
      const rowsWithProblems = new Set<number>();
      const flag = (row: ImportRow, column: string, problem: Omit<RawProblem, 'row' | 'column' | 'cell'>) => {
        const id = `${row.number}:${column}`;
        if (flagged.has(id)) return;
        flagged.add(id);
        rowsWithProblems.add(row.number);
        problems.push({ row: row.number, column, ...(row.cellOf(column) ? { cell: row.cellOf(column)! } : {}), ...problem });
      };
      const recheck = (row: ImportRow, column: string, key: string, values?: Record<string, unknown>) =>
        flag(row, column, { code: 'reCheckCellDataMsg', key: 'imports:problems.reCheckCell', reason: { key, ...(values ? { values } : {}) } });
      const empty = (row: ImportRow, column: string) => flag(row, column, { code: 'completeCellMsg', key: 'imports:problems.completeCell' });

      const lists = codeListsFor(country);
      const organisation = await repo.organisationNames(tx, companyId);
      const byName = (list: readonly { id: string; name: string }[]) => codeList(list.map((item) => ({ value: item.id, names: [item.name] })));
      const names: Record<'jobTitle' | 'department' | 'category' | 'commercialSector' | 'site', CodeList<string>> = {
        jobTitle: byName(organisation.jobTitle),
        department: byName(organisation.department),
        category: byName(organisation.category),
        commercialSector: byName(organisation.commercialSector),
        site: byName(organisation.site),
      };
      const contracts = new Map((await repo.contractsWithLocations(tx, companyId)).map((contract) => [normalized(contract.name), contract]));
      const managers = await repo.employeesByNumber(tx, companyId, rows.map((row) => row.values.manager ?? '').filter(Boolean));
      const codesSheet = translate(context.language, 'imports:sample.codesSheet');

      const prepared: PreparedEmployee[] = [];
      const identities: { row: number; employmentNumber: string | null; identification: string | null }[] = [];
      rows.forEach((row, index) => {
        if (index % 250 === 0) onProgress(index);
        const cell = (key: string) => row.values[key] ?? '';
        for (const column of EMPLOYEE_COLUMNS) if (column.required && cell(column.key) === '') empty(row, column.key);

        const code = (column: CodeColumn): string | number | undefined => {
          const text = cell(column);
          if (text === '') return undefined;
          const value = lists[column].resolve(text);
          if (value === undefined) recheck(row, column, 'imports:reasons.unknownCode', { value: text, sheet: codesSheet });
          return value;
        };
        const named = (column: keyof typeof names): string | null | undefined => {
          const text = cell(column);
          if (text === '') return undefined;
          const value = names[column].resolve(text);
          if (value === undefined) recheck(row, column, 'imports:reasons.unknownName', { value: text, sheet: codesSheet });
          return value;
        };
        const date = (column: string): string | undefined => {
          const text = cell(column);
          if (text === '') return undefined;
          const value = isoDate(text);
          if (value === null) recheck(row, column, 'imports:reasons.date');
          return value ?? undefined;
        };
        const text = (column: string): string | undefined => (cell(column) === '' ? undefined : cell(column));

        let managerId: string | undefined;
        if (cell('manager') !== '') {
          managerId = managers.get(cell('manager').toLowerCase());
          if (!managerId) recheck(row, 'manager', 'imports:reasons.managerNotFound', { value: cell('manager') });
        }

        const deployments: CreateEmployeeInput['deployments'] = [];
        const contractName = cell('contract');
        const locationName = cell('location');
        if (contractName === '' && (locationName !== '' || cell('deploymentFrom') !== '' || cell('deploymentTo') !== '')) empty(row, 'contract');
        if (contractName !== '') {
          const contract = contracts.get(normalized(contractName));
          if (!contract) recheck(row, 'contract', 'imports:reasons.unknownName', { value: contractName, sheet: codesSheet });
          else if (contract.archived) recheck(row, 'contract', 'imports:reasons.archived', { value: contractName });
          if (locationName === '') empty(row, 'location');
          else if (contract && !contract.archived) {
            const location = contract.locations.find((candidate) => normalized(candidate.name) === normalized(locationName));
            if (!location) recheck(row, 'location', 'imports:reasons.unknownLocation', { value: locationName, contract: contract.name });
            else if (location.archived) recheck(row, 'location', 'imports:reasons.archived', { value: locationName });
            else deployments.push({ contractId: contract.id, locationId: location.id, from: date('deploymentFrom') ?? null, to: date('deploymentTo') ?? null });
          }
        }

        const input: CreateEmployeeInput = {
          personal: {
            identificationType: (code('identificationType') as string | undefined) ?? '',
            identificationNumber: cell('identificationNumber'),
            firstName: cell('firstName'),
            lastName: text('lastName'),
            gender: code('gender') as 'male' | 'female' | undefined,
            dateOfBirth: date('dateOfBirth'),
            nationality: code('nationality') as string | undefined,
            maritalStatus: code('maritalStatus') as string | undefined,
            race: code('race') as string | undefined,
            religion: code('religion') as string | undefined,
            otherReligion: text('otherReligion'),
            passTypeId: code('passType') as number | undefined,
            passSubtype: text('passSubtype'),
            passNumber: text('passNumber'),
            passObtainedDate: date('passObtainedDate'),
            passValidFrom: date('passValidFrom'),
            passValidTo: date('passValidTo'),
            email: text('email'),
            phones: phoneList(cell('phones')),
            address: text('address'),
            city: text('city'),
            state: text('state'),
            country: code('country') as string | undefined,
            postalCode: text('postalCode'),
          },
          job: {
            employmentNumber: cell('employmentNumber'),
            biometricNumber: text('biometricNumber'),
            hiringDate: date('hiringDate') ?? cell('hiringDate'),
            confirmationDate: date('confirmationDate'),
            employmentType: code('employmentType') as 0 | 1 | undefined,
            jobTitleId: named('jobTitle'),
            departmentId: named('department'),
            categoryId: named('category'),
            commercialSectorId: named('commercialSector'),
            siteId: named('site'),
            managerId,
          },
          payment: {
            paymentModeId: code('paymentMode') as number,
            bankCode: code('bank') as string | undefined,
            accountName: text('accountName'),
            accountNumber: text('accountNumber'),
            salary: cell('salary'),
            contributionRateType: code('contributionRateType') as 'GG' | 'FG' | undefined,
          },
          deployments,
        };

        // The body of POST /employees, then the rules `create` applies: the same checks, cell by cell.
        const parsed = CreateEmployeeBodySchema.safeParse(input, { reportInput: true });
        const ruleProblems = (body: CreateEmployeeBody) => {
          const checked = checkNewEmployee(body, { today: context.today, countryCode: country });
          for (const [path, key] of Object.entries(checked.problems.errors)) recheck(row, columnOfPath(path) ?? 'employmentNumber', key, checked.problems.values);
          return checked.values;
        };
        let values: NewEmployeeValues | null = null;
        if (!parsed.success) {
          // The other rules still run on the cells the schema took, so that one upload shows every problem.
          const failing = new Set(parsed.error.issues.map((issue) => issue.path.slice(0, 2).join('.')));
          const without = <S extends 'personal' | 'job' | 'payment'>(section: S) => Object.fromEntries(Object.entries(input[section]).map(([field, value]) => [field, failing.has(`${section}.${field}`) ? null : (value ?? null)]));
          ruleProblems({ personal: without('personal'), job: without('job'), payment: without('payment'), deployments: [] } as unknown as CreateEmployeeBody);
          for (const issue of parsed.error.issues) {
            const column = columnOfPath(issuePath(issue));
            const { key, values: messageValues } = issueMessage(issue);
            if (!column) {
              rowsWithProblems.add(row.number);
              problems.push({ row: row.number, column: null, code: 'reCheckCellDataMsg', key: 'imports:problems.reCheckRow', reason: { key, values: messageValues } });
            }
            else if (key === 'validation:required' && cell(column) === '') empty(row, column);
            else recheck(row, column, key, messageValues);
          }
        } else values = ruleProblems(parsed.data);
        if (values && !rowsWithProblems.has(row.number)) prepared.push({ row: row.number, values, deployments: parsed.success ? parsed.data.deployments : [] });
        identities.push({
          row: row.number,
          employmentNumber: cell('employmentNumber').toLowerCase() || null,
          identification: values ? `${values.identificationType}|${values.identificationNumber.toUpperCase()}` : null,
        });
      });
      onProgress(rows.length);

      // Unique in the file, then against the employees the company has.
      const rowOf = new Map(rows.map((row) => [row.number, row]));
      for (const [number, first] of repeatsInFile(identities.map((entry) => ({ row: entry.row, value: entry.employmentNumber })))) recheck(rowOf.get(number)!, 'employmentNumber', 'imports:reasons.repeatedInFile', { row: first });
      for (const [number, first] of repeatsInFile(identities.map((entry) => ({ row: entry.row, value: entry.identification })))) recheck(rowOf.get(number)!, 'identificationNumber', 'imports:reasons.repeatedInFile', { row: first });
      const taken = await takenEmployeeNumbers(tx, companyId, {
        employmentNumbers: identities.flatMap((entry) => (entry.employmentNumber ? [entry.employmentNumber] : [])),
        identifications: identities.flatMap((entry) => (entry.identification ? [{ type: entry.identification.split('|')[0]!, number: entry.identification.slice(entry.identification.indexOf('|') + 1) }] : [])),
      });
      for (const entry of identities) {
        const row = rowOf.get(entry.row)!;
        if (entry.employmentNumber && taken.employmentNumbers.has(entry.employmentNumber)) recheck(row, 'employmentNumber', 'validation:employmentNumberTaken');
        if (entry.identification && taken.identifications.has(entry.identification)) recheck(row, 'identificationNumber', 'validation:identificationTaken');
      }

      // A column the caller may not fill is refused whole, as `create` refuses such a field.
      for (const column of EMPLOYEE_COLUMNS) {
        if (context.forbiddenFields.has(accessFieldOf(column)) && rows.some((row) => (row.values[column.key] ?? '') !== '')) {
          problems.push({ row: null, column: column.key, code: 'invalidColumnMsg', key: 'imports:problems.forbiddenColumn' });
        }
      }
      return { problems, prepared };
    },

    async write(context: ImportContext, actor: Actor, prepared: PreparedEmployee[], onProgress: (share: number) => void) {
      // Batches only to report progress: they share the one transaction, so the import is still all or nothing.
      for (let start = 0; start < prepared.length; start += 500) {
        onProgress(start / prepared.length);
        await insertCheckedEmployees(context.tx, actor, { companyId: context.companyId, employees: prepared.slice(start, start + 500), source: EMPLOYEE_SOURCE.imported, now: context.now });
      }
      onProgress(1);
      return { created: prepared.length, locations: 0 };
    },

    async sample(context: ImportContext): Promise<SampleFile> {
      const { tx, companyId, country, language } = context;
      const t = (key: string, values?: Record<string, unknown>) => translate(language, key, values);
      const options = optionsFor(country);
      const organisation = await repo.organisationNames(tx, companyId);
      const contracts = (await repo.contractsWithLocations(tx, companyId)).filter((contract) => !contract.archived);
      const header = (column: ImportColumn) => `${columnLabel(language, column.key)}${column.required ? ' *' : ''} [${column.key}]`;

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
      for (const column of ['identificationType', 'gender', 'maritalStatus', 'race', 'religion', 'passType', 'employmentType', 'paymentMode', 'bank', 'contributionRateType', 'nationality'] as const) {
        add(column, options[column].map((option) => [String(option.value), option.names[language] ?? '']));
      }
      add('jobTitle', organisation.jobTitle.map((item) => [item.name, '']));
      add('department', organisation.department.map((item) => [item.name, '']));
      add('category', organisation.category.map((item) => [item.name, '']));
      add('commercialSector', organisation.commercialSector.map((item) => [item.name, '']));
      add('site', organisation.site.map((item) => [item.name, '']));
      add('contract', contracts.map((contract) => [contract.name, '']));
      add('location', contracts.flatMap((contract) => contract.locations.filter((location) => !location.archived).map((location) => [location.name, t('imports:sample.locationOf', { contract: contract.name })] as const)));

      return {
        dataSheet: {
          name: t('imports:employees.sheet'),
          columns: EMPLOYEE_COLUMNS.map((column) => ({
            header: header(column),
            note: hint(column),
            width: column.width ?? 16,
            format: column.type === 'date' ? 'date' : TEXT_COLUMNS.has(column.key) ? 'text' : 'general',
          })),
          example: EMPLOYEE_COLUMNS.map((column) => example[column.key] ?? null),
        },
        codesSheet: {
          name: t('imports:sample.codesSheet'),
          header: [t('imports:sample.codesColumn'), t('imports:sample.codesValue'), t('imports:sample.codesMeaning')],
          rows: codeRows,
          widths: [34, 28, 48],
        },
      };
    },
  };
}
