import {
  checkEmployeeImport,
  CreateEmployeeBodySchema,
  EMPLOYEE_SOURCE,
  getEmployeeImportProblems,
  checkEmployeeImportSchedule,
  getEmployeeImportSample,
  importEmployees,
  issueMessage,
  issuePath,
  type CreateEmployeeBody,
  type CreateEmployeeInput,
  type Deployment,
  type Language,
  type OthersEntry,
  safeParseInput,
} from '@tenaga/contracts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ModuleServices } from '../../platform/module.ts';
import {
  codeList,
  isoDate,
  normalized,
  phoneList,
  problemList,
  repeatsInFile,
  type CodeList,
  type ImportContext,
  type Importer,
  type ImportRow,
  type ImportWrite,
  type RowChecks,
} from '../imports/index.ts';
import { employeeFields } from './employees.custom-values.ts';
import { accessFieldOf, columnOfPath, EMPLOYEE_COLUMNS, type CodeColumn } from './employees.import-columns.ts';
import { customCodeLists, customColumns, readCustomCell, type CustomColumn } from './employees.import-custom-columns.ts';
import { createEmployeeOptions, type EmployeeOptionsDeps } from './employees.import-options.ts';
import { employeeSample } from './employees.import-sample.ts';
import * as repo from './employees.repository.ts';
import { checkNewEmployee, insertCheckedEmployees, takenEmployeeNumbers, type NewEmployeeValues } from './employees.create.ts';

export interface PreparedEmployee {
  readonly row: number;
  readonly values: NewEmployeeValues;
  readonly deployments: readonly Deployment[];
  /** Its custom field values, checked. */
  readonly others: readonly OthersEntry[];
}

/** The company's active employee custom fields as import columns. */
async function customColumnsOf(context: ImportContext): Promise<CustomColumn[]> {
  const fields = await context.read((tx) => employeeFields(tx, context.companyId));
  return customColumns(fields.filter((field) => field.active));
}

export interface EmployeeImporterDeps extends EmployeeOptionsDeps {
  access: Pick<ModuleServices['access'], 'fieldLevelsOf'>;
  organisation: Pick<ModuleServices['organisation'], 'names'>;
  clientContracts: Pick<ModuleServices['clientContracts'], 'withLocations'>;
}

/**
 * The employee import: each row becomes the body of POST /employees and meets the same schema and
 * rules, its names and codes resolved against the company's lists.
 */
export function createEmployeeImporter(deps: EmployeeImporterDeps): Importer<PreparedEmployee[]> {
  const { translate } = deps;
  const options = createEmployeeOptions(deps);
  const columnLabel = (language: Language, key: string) => translate(language, `imports:employees.columns.${key}`);

  return {
    kind: 'employees',
    routes: {
      sample: getEmployeeImportSample,
      check: checkEmployeeImport,
      problems: getEmployeeImportProblems,
      start: importEmployees,
      active: checkEmployeeImportSchedule,
    },
    columns: EMPLOYEE_COLUMNS,
    extraColumns: customColumnsOf,
    columnLabel,

    /** The employee fields the caller may not change: an import must not fill them either. */
    async forbiddenFields(auth: RequestAuth): Promise<string[]> {
      const levels: Record<string, string> = await deps.access.fieldLevelsOf(auth, 'employee', 'public');
      return Object.entries(levels)
        .filter(([, level]) => level !== 'edit')
        .map(([field]) => field);
    },

    async checkRows(
      context: ImportContext,
      rows: readonly ImportRow[],
      onProgress: (done: number) => void,
    ): Promise<RowChecks<PreparedEmployee[]>> {
      const { companyId, country } = context;
      const { problems, add, recheck, empty, hasProblems } = problemList();

      const lists = options.codeListsFor(country);
      const organisation = await context.read((tx) => deps.organisation.names(tx, companyId));
      const byName = (list: readonly { id: string; name: string }[]) =>
        codeList(list.map((item) => ({ value: item.id, names: [item.name] })));
      const names: Record<'jobTitle' | 'department' | 'category' | 'commercialSector' | 'site', CodeList<string>> = {
        jobTitle: byName(organisation.jobTitle),
        department: byName(organisation.department),
        category: byName(organisation.category),
        commercialSector: byName(organisation.commercialSector),
        site: byName(organisation.site),
      };
      const contracts = new Map(
        (await context.read((tx) => deps.clientContracts.withLocations(tx, companyId))).map((contract) => [
          normalized(contract.name),
          contract,
        ]),
      );
      const managers = await context.read((tx) =>
        repo.employeesByNumber(tx, companyId, rows.map((row) => row.values.manager ?? '').filter(Boolean)),
      );
      const codesSheet = translate(context.language, 'imports:sample.listsSheet');
      const custom = await customColumnsOf(context);
      const customLists = customCodeLists(custom, translate);

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
          if (value === undefined) recheck(row, column, { key: 'imports:reasons.unknownCode', values: { value: text, sheet: codesSheet } });
          return value;
        };
        const named = (column: keyof typeof names): string | null | undefined => {
          const text = cell(column);
          if (text === '') return undefined;
          const value = names[column].resolve(text);
          if (value === undefined) recheck(row, column, { key: 'imports:reasons.unknownName', values: { value: text, sheet: codesSheet } });
          return value;
        };
        const date = (column: string): string | undefined => {
          const text = cell(column);
          if (text === '') return undefined;
          const value = isoDate(text);
          if (value === null) recheck(row, column, { key: 'imports:reasons.date' });
          return value ?? undefined;
        };
        const text = (column: string): string | undefined => (cell(column) === '' ? undefined : cell(column));

        // Custom fields: each cell resolved and checked by the rules the form applies.
        const others: OthersEntry[] = [];
        for (const column of custom) {
          const outcome = readCustomCell(column, cell(column.key), customLists);
          if (outcome.kind === 'ok' && outcome.entry) others.push(outcome.entry);
          else if (outcome.kind === 'empty') empty(row, column.key);
          else if (outcome.kind === 'unknown')
            recheck(row, column.key, { key: 'imports:reasons.unknownCode', values: { value: outcome.value, sheet: codesSheet } });
          else if (outcome.kind === 'invalid') recheck(row, column.key, { key: outcome.problem.key, values: outcome.problem.values });
        }

        let managerId: string | undefined;
        if (cell('manager') !== '') {
          managerId = managers.get(cell('manager').toLowerCase());
          if (!managerId) recheck(row, 'manager', { key: 'imports:reasons.managerNotFound', values: { value: cell('manager') } });
        }

        const deployments: CreateEmployeeInput['deployments'] = [];
        const contractName = cell('contract');
        const locationName = cell('location');
        if (contractName === '' && (locationName !== '' || cell('deploymentFrom') !== '' || cell('deploymentTo') !== ''))
          empty(row, 'contract');
        if (contractName !== '') {
          const contract = contracts.get(normalized(contractName));
          if (!contract)
            recheck(row, 'contract', { key: 'imports:reasons.unknownName', values: { value: contractName, sheet: codesSheet } });
          else if (contract.archived) recheck(row, 'contract', { key: 'imports:reasons.archived', values: { value: contractName } });
          if (locationName === '') empty(row, 'location');
          else if (contract && !contract.archived) {
            const location = contract.locations.find((candidate) => normalized(candidate.name) === normalized(locationName));
            if (!location)
              recheck(row, 'location', {
                key: 'imports:reasons.unknownLocation',
                values: { value: locationName, contract: contract.name },
              });
            else if (location.archived) recheck(row, 'location', { key: 'imports:reasons.archived', values: { value: locationName } });
            else
              deployments.push({
                contractId: contract.id,
                locationId: location.id,
                from: date('deploymentFrom') ?? null,
                to: date('deploymentTo') ?? null,
              });
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
        const parsed = safeParseInput(CreateEmployeeBodySchema, input);
        const ruleProblems = (body: CreateEmployeeBody) => {
          const checked = checkNewEmployee(body, { today: context.today, countryCode: country });
          for (const [path, key] of Object.entries(checked.problems.errors))
            recheck(row, columnOfPath(path) ?? 'employmentNumber', { key: key, values: checked.problems.values });
          return checked.values;
        };
        let values: NewEmployeeValues | null = null;
        if (!parsed.success) {
          // The other rules still run on the cells the schema took, so that one upload shows every problem.
          const failing = new Set(parsed.error.issues.map((issue) => issue.path.slice(0, 2).join('.')));
          const without = <S extends 'personal' | 'job' | 'payment'>(section: S) =>
            Object.fromEntries(
              Object.entries(input[section]).map(([field, value]) => [field, failing.has(`${section}.${field}`) ? null : (value ?? null)]),
            );
          ruleProblems({
            personal: without('personal'),
            job: without('job'),
            payment: without('payment'),
            deployments: [],
          } as unknown as CreateEmployeeBody);
          for (const issue of parsed.error.issues) {
            const column = columnOfPath(issuePath(issue));
            const { key, values: messageValues } = issueMessage(issue);
            if (!column) {
              add({
                row: row.number,
                column: null,
                code: 'reCheckCellDataMsg',
                key: 'imports:problems.reCheckRow',
                reason: { key, values: messageValues },
              });
            } else if (key === 'validation:required' && cell(column) === '') empty(row, column);
            else recheck(row, column, { key: key, values: messageValues });
          }
        } else values = ruleProblems(parsed.data);
        if (values && !hasProblems(row.number))
          prepared.push({ row: row.number, values, deployments: parsed.success ? parsed.data.deployments : [], others });
        identities.push({
          row: row.number,
          employmentNumber: cell('employmentNumber').toLowerCase() || null,
          identification: values ? `${values.identificationType}|${values.identificationNumber.toUpperCase()}` : null,
        });
      });
      onProgress(rows.length);

      // Unique in the file, then against the employees the company has.
      const rowOf = new Map(rows.map((row) => [row.number, row]));
      for (const [number, first] of repeatsInFile(identities.map((entry) => ({ row: entry.row, value: entry.employmentNumber }))))
        recheck(rowOf.get(number)!, 'employmentNumber', { key: 'imports:reasons.repeatedInFile', values: { row: first } });
      for (const [number, first] of repeatsInFile(identities.map((entry) => ({ row: entry.row, value: entry.identification }))))
        recheck(rowOf.get(number)!, 'identificationNumber', { key: 'imports:reasons.repeatedInFile', values: { row: first } });
      const taken = await context.read((tx) =>
        takenEmployeeNumbers(tx, companyId, {
          employmentNumbers: identities.flatMap((entry) => (entry.employmentNumber ? [entry.employmentNumber] : [])),
          identifications: identities.flatMap((entry) =>
            entry.identification
              ? [{ type: entry.identification.split('|')[0]!, number: entry.identification.slice(entry.identification.indexOf('|') + 1) }]
              : [],
          ),
        }),
      );
      for (const entry of identities) {
        const row = rowOf.get(entry.row)!;
        if (entry.employmentNumber && taken.employmentNumbers.has(entry.employmentNumber))
          recheck(row, 'employmentNumber', { key: 'validation:employmentNumberTaken' });
        if (entry.identification && taken.identifications.has(entry.identification))
          recheck(row, 'identificationNumber', { key: 'validation:identificationTaken' });
      }

      // A column the caller may not fill is refused whole, as `create` refuses such a field.
      for (const column of EMPLOYEE_COLUMNS) {
        if (context.forbiddenFields.has(accessFieldOf(column)) && rows.some((row) => (row.values[column.key] ?? '') !== '')) {
          add({ row: null, column: column.key, code: 'invalidColumnMsg', key: 'imports:problems.forbiddenColumn' });
        }
      }
      return { problems, prepared };
    },

    async write({ context, tx, actor, prepared, onProgress }: ImportWrite<PreparedEmployee[]>) {
      // Batches only to report progress: they share the one transaction, so the import is still all or nothing.
      for (let start = 0; start < prepared.length; start += 500) {
        onProgress(start / prepared.length);
        await insertCheckedEmployees(tx, actor, {
          companyId: context.companyId,
          employees: prepared.slice(start, start + 500),
          source: EMPLOYEE_SOURCE.imported,
          now: context.now,
        });
      }
      onProgress(1);
      return { created: prepared.length };
    },

    withoutRows: (prepared, rows) => prepared.filter((employee) => !rows.has(employee.row)),

    sample: async (context: ImportContext) =>
      employeeSample(context, {
        translate,
        options,
        customColumns: await customColumnsOf(context),
        organisation: deps.organisation,
        clientContracts: deps.clientContracts,
      }),
  };
}
