import { sql, type SQL } from 'drizzle-orm';
import type { FilterCategoryOptions, FilterOption, FilterRule, FilterRuleCategory, Language } from '@tenaga/contracts';
import { employeeContractDeployments, employees } from '../../db/schema/index.ts';
import type { ModuleServices } from '../../platform/module.ts';
import { companyProfile } from '../companies/index.ts';
import { activeOn, archivedOn } from './employees.repository.ts';
import type { EmployeeFilterCategoryDefinition } from './employees.filters.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER = /^\d{1,9}$/;

function typedArray(values: readonly string[], type: 'uuid' | 'int'): SQL {
  const valid = values.filter((value) => (type === 'uuid' ? UUID : INTEGER).test(value));
  return sql`array[${sql.join(
    valid.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type === 'uuid' ? 'uuid[]' : 'int[]')}`;
}

/** The values a rule chooses ('is' takes the first), and whether it keeps the employees holding them. */
function chosenValues(rule: FilterRule): { chosen: string[]; positive: boolean } {
  const values = rule.values.filter((value) => value !== '');
  return {
    chosen: rule.condition === 'is' ? values.slice(0, 1) : values,
    positive: rule.condition === 'is' || rule.condition === 'isAnyOf',
  };
}

/** A category that is a column of the employee record; a value of the wrong type matches nothing (never an SQL error). */
function columnCondition(rule: FilterRule, typed: { column: SQL; type: 'uuid' | 'int' }): SQL {
  const { column } = typed;
  if (rule.condition === 'isEmpty') return sql`${column} is null`;
  if (rule.condition === 'isNotEmpty') return sql`${column} is not null`;
  const { chosen, positive } = chosenValues(rule);
  if (chosen.length === 0) return positive ? sql`false` : sql`true`;
  const list = typedArray(chosen, typed.type);
  return positive ? sql`${column} = any(${list})` : sql`(${column} is null or not (${column} = any(${list})))`;
}

type Offer = NonNullable<EmployeeFilterCategoryDefinition['offer']>;
type OfferInput = Parameters<Offer>[1];
const byText = (language: Language) => (a: FilterOption, b: FilterOption) =>
  a.text.localeCompare(b.text, language, { sensitivity: 'base' });
const category = (name: FilterRuleCategory, input: OfferInput, options: FilterOption[]): FilterCategoryOptions => ({
  category: name as FilterCategoryOptions['category'],
  text: input.t(`employees:filters.${name}`),
  options,
});

/** Columns that name an organisation list: offered with the company's items by name. */
const LIST_COLUMNS = {
  jobTitle: sql`${employees.jobTitleId}`,
  category: sql`${employees.categoryId}`,
  department: sql`${employees.departmentId}`,
} as const;

/** Columns holding a code, each offered with its names (pass types and payment modes: the company's country's). */
const CODE_COLUMNS = {
  employmentType: sql`${employees.employmentType}`,
  passType: sql`${employees.passTypeId}`,
  paymentMode: sql`${employees.paymentModeId}`,
  source: sql`${employees.source}`,
} as const;

function organisationLists(organisation: Pick<ModuleServices['organisation'], 'names'>): EmployeeFilterCategoryDefinition {
  return {
    categories: Object.keys(LIST_COLUMNS) as (keyof typeof LIST_COLUMNS)[],
    condition: (rule) => columnCondition(rule, { column: LIST_COLUMNS[rule.category as keyof typeof LIST_COLUMNS], type: 'uuid' }),
    async offer(tx, input) {
      const names = await organisation.names(tx, input.companyId);
      const plain = (rows: readonly { id: string; name: string }[]) =>
        rows.map((row) => ({ value: row.id, text: row.name })).sort(byText(input.language));
      return [
        category('jobTitle', input, plain(names.jobTitle)),
        category('category', input, plain(names.category)),
        category('department', input, plain(names.department)),
      ];
    },
  };
}

type Reference = Pick<ModuleServices['reference'], 'passTypes' | 'reference'>;

function codeColumns(reference: Reference): EmployeeFilterCategoryDefinition {
  return {
    categories: Object.keys(CODE_COLUMNS) as (keyof typeof CODE_COLUMNS)[],
    condition: (rule) => columnCondition(rule, { column: CODE_COLUMNS[rule.category as keyof typeof CODE_COLUMNS], type: 'int' }),
    async offer(tx, input) {
      const { countryCode } = await companyProfile(tx, input.companyId);
      const country = countryCode as Parameters<Reference['passTypes']>[0];
      return [
        category('employmentType', input, [
          { value: '0', text: input.t('employees:employmentType.0') },
          { value: '1', text: input.t('employees:employmentType.1') },
        ]),
        category('source', input, [
          { value: '0', text: input.t('employees:source.0') },
          { value: '1', text: input.t('employees:source.1') },
        ]),
        category(
          'passType',
          input,
          reference.passTypes(country, input.language).map((type) => ({ value: String(type.value), text: type.label })),
        ),
        category(
          'paymentMode',
          input,
          reference.reference(country, input.language).paymentModes.map((mode) => ({ value: String(mode.value), text: mode.label })),
        ),
      ];
    },
  };
}

/** Every employee has a status: "empty" matches nobody. */
const status: EmployeeFilterCategoryDefinition = {
  categories: ['employeeStatus'],
  condition(rule, { today }) {
    if (rule.condition === 'isEmpty') return sql`false`;
    if (rule.condition === 'isNotEmpty') return sql`true`;
    const { chosen, positive } = chosenValues(rule);
    const archived = chosen.includes('1');
    const active = chosen.includes('0');
    const matches = archived && active ? sql`true` : archived ? archivedOn(today) : active ? activeOn(today) : sql`false`;
    return positive ? matches : sql`not (${matches})`;
  },
  async offer(_tx, input) {
    return [
      category('employeeStatus', input, [
        { value: '0', text: input.t('employees:status.active') },
        { value: '1', text: input.t('employees:status.archived') },
      ]),
    ];
  },
};

/**
 * Employees with a current deployment, narrowed by `extra`. EXISTS correlated on the deployment's
 * key (company, employee) becomes a semi-join on PostgreSQL 15 as on PGlite's 18; an IN over a
 * subquery correlated on the company alone stays a subplan that PostgreSQL 15 runs once per row.
 */
function deploymentExists(today: string, extra?: SQL): SQL {
  return sql`exists (select 1 from ${employeeContractDeployments} d where d.company_id = ${employees.companyId} and d.employee_id = ${employees.id}
    and (d.to_date is null or d.to_date >= ${today}) ${extra ? sql`and ${extra}` : sql``})`;
}

/** Deployments: locations takes contract or location ids (a contract stands for all its locations). */
function deployments(clientContracts: Pick<ModuleServices['clientContracts'], 'withLocations'>): EmployeeFilterCategoryDefinition {
  return {
    categories: ['locations', 'contractDeployment', 'locationDeployment'],
    condition(rule, { today }) {
      if (rule.condition === 'isEmpty') return sql`not ${deploymentExists(today)}`;
      if (rule.condition === 'isNotEmpty') return deploymentExists(today);
      const { chosen, positive } = chosenValues(rule);
      if (chosen.length === 0) return positive ? sql`false` : sql`true`;
      const ids = typedArray(chosen, 'uuid');
      const match =
        rule.category === 'contractDeployment'
          ? sql`d.contract_id = any(${ids})`
          : rule.category === 'locationDeployment'
            ? sql`d.location_id = any(${ids})`
            : sql`(d.contract_id = any(${ids}) or d.location_id = any(${ids}))`;
      return positive ? deploymentExists(today, match) : sql`not ${deploymentExists(today, match)}`;
    },
    async offer(tx, input) {
      const sort = byText(input.language);
      const contracts = await clientContracts.withLocations(tx, input.companyId);
      const contractOptions = contracts
        .map((contract) => ({
          value: contract.id,
          text: contract.name,
          archived: contract.archived,
          children: contract.locations
            .map((location) => ({ value: location.id, text: location.name, archived: location.archived || contract.archived }))
            .sort(sort),
        }))
        .sort(sort);
      return [
        category('locations', input, contractOptions),
        category(
          'contractDeployment',
          input,
          contractOptions.map(({ children: _, ...contract }) => contract),
        ),
        category(
          'locationDeployment',
          input,
          contracts
            .flatMap((contract) => contract.locations)
            .map((location) => ({ value: location.id, text: location.name, archived: location.archived }))
            .sort(sort),
        ),
      ];
    },
  };
}

/** The categories of spec §3 that the employee record itself answers: its columns, its status and its deployments. */
export function builtInFilterCategories(deps: {
  organisation: Pick<ModuleServices['organisation'], 'names'>;
  clientContracts: Pick<ModuleServices['clientContracts'], 'withLocations'>;
  reference: Reference;
}): EmployeeFilterCategoryDefinition[] {
  return [organisationLists(deps.organisation), codeColumns(deps.reference), status, deployments(deps.clientContracts)];
}
