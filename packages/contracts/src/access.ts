import { z } from 'zod';
import { MAIN_MENU_MAP, SETTINGS_MENU_MAP, type MenuEntry, type MenuName } from './menu.ts';

/**
 * Access control vocabulary (spec §6). A role grants each menu item 'edit' ("View and Edit") or
 * 'view' ("View Only"); an item it does not name is not granted. Field-level grants narrow what a
 * role may read or change of a record, separately for the caller's own record ('private') and
 * everyone else's ('public').
 */
export const ACCESS_LEVELS = ['view', 'edit'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const FIELD_LEVELS = ['none', 'view', 'edit'] as const;
export type FieldLevel = (typeof FIELD_LEVELS)[number];

export const FIELD_SCOPES = ['public', 'private'] as const;
export type FieldScope = (typeof FIELD_SCOPES)[number];

/** Whose employee records a role reaches: everyone, the manager's own team, or only oneself. */
export const DATA_SCOPES = ['all', 'team', 'self'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

/**
 * The records that carry field-level permissions: their fields, the menu item whose grant is the
 * ceiling on other people's records (`menu`) and the one that opens the caller's own record
 * (`ownMenu`), and what the caller may do with a field of their own record when the role says
 * nothing (`ownDefault`, except the fields of `ownEditable`, which are 'edit' when the role says
 * nothing). The employee module adds its sections' fields here.
 */
export const FIELD_CATALOG = {
  user: {
    menu: 'users',
    ownMenu: 'account',
    ownDefault: 'edit',
    fields: ['username', 'email', 'firstName', 'lastName', 'roleId', 'employeeId', 'active', 'lastLoginAt'],
  },
  role: { menu: 'roles', ownMenu: 'roles', ownDefault: 'edit', fields: ['name', 'description', 'dataScope', 'menuGrants', 'fieldGrants'] },
  // An employee reads their own record through My profile and keeps their own contact details,
  // family (emergency contacts) and bank account up to date (a bank change is told to HR); who they
  // are, their pass and their job are for HR unless a role grants the field privately.
  employee: {
    menu: 'employeeList',
    ownMenu: 'myProfile',
    ownDefault: 'view',
    ownEditable: [
      'maritalStatus',
      'religion',
      'otherReligion',
      'email',
      'phones',
      'address',
      'city',
      'state',
      'country',
      'postalCode',
      'bankCode',
      'accountName',
      'accountNumber',
      'family',
      'photo',
    ],
    fields: [
      'identificationType',
      'identificationNumber',
      'firstName',
      'lastName',
      'gender',
      'dateOfBirth',
      'nationality',
      'maritalStatus',
      'race',
      'religion',
      'otherReligion',
      'passTypeId',
      'passSubtype',
      'passNumber',
      'passObtainedDate',
      'passValidFrom',
      'passValidTo',
      'email',
      'phones',
      'address',
      'city',
      'state',
      'country',
      'postalCode',
      'employmentNumber',
      'biometricNumber',
      'hiringDate',
      'confirmationDate',
      'employmentType',
      'jobTitleId',
      'departmentId',
      'categoryId',
      'commercialSectorId',
      'siteId',
      'managerId',
      'paymentModeId',
      'bankCode',
      'accountName',
      'accountNumber',
      'salary',
      'contributionRateType',
      'deployments',
      'family',
      'photo',
      'employmentContract',
      'kets',
      'identifications',
      'hiringDateHistory',
      'salaryHistory',
      'workHours',
    ],
  },
} as const satisfies Record<
  string,
  { menu: MenuName; ownMenu: MenuName; ownDefault: FieldLevel; ownEditable?: readonly string[]; fields: readonly string[] }
>;
export type FieldEntity = keyof typeof FIELD_CATALOG;
export type FieldName<E extends FieldEntity> = (typeof FIELD_CATALOG)[E]['fields'][number];
export const FIELD_ENTITIES = Object.keys(FIELD_CATALOG) as FieldEntity[];

/** 'user.email' */
export type FieldKey = { [E in FieldEntity]: `${E}.${FieldName<E>}` }[FieldEntity];
export const FIELD_KEYS = FIELD_ENTITIES.flatMap((entity) =>
  FIELD_CATALOG[entity].fields.map((field) => `${entity}.${field}`),
) as FieldKey[];

export type MenuGrants = Partial<Record<MenuName, AccessLevel>>;
export type FieldGrants = Record<FieldScope, Partial<Record<FieldKey, FieldLevel>>>;

function nodeNames(nodes: readonly MenuEntry[]): string[] {
  return nodes.flatMap((node) => [node.name, ...nodeNames(node.children ?? [])]);
}
/** Every menu name of the product, main and settings. */
export const MENU_NAMES: ReadonlySet<string> = new Set([...nodeNames(MAIN_MENU_MAP), ...nodeNames(SETTINGS_MENU_MAP)]);

export const MenuGrantsSchema = z.partialRecord(
  z.enum([...MENU_NAMES] as [MenuName, ...MenuName[]], { error: 'validation:invalidOption' }),
  z.enum(ACCESS_LEVELS, { error: 'validation:invalidOption' }),
);

const ScopeGrantsSchema = z.partialRecord(
  z.enum(FIELD_KEYS as [FieldKey, ...FieldKey[]], { error: 'validation:invalidOption' }),
  z.enum(FIELD_LEVELS, { error: 'validation:invalidOption' }),
);
export const FieldGrantsSchema = z.strictObject({ public: ScopeGrantsSchema.default({}), private: ScopeGrantsSchema.default({}) });

const LEVEL_RANK: Record<FieldLevel, number> = { none: 0, view: 1, edit: 2 };
const lower = (a: FieldLevel, b: FieldLevel): FieldLevel => (LEVEL_RANK[a] <= LEVEL_RANK[b] ? a : b);

/** Whether a granted level satisfies a required one ('edit' implies 'view'). */
export function satisfies(granted: AccessLevel | undefined, required: AccessLevel): boolean {
  return granted === 'edit' || (granted === 'view' && required === 'view');
}

/**
 * The level a role has on one field of one record. A menu grant is the ceiling and an explicit
 * field grant can only narrow it. Other people's records ('public') are capped by the record's
 * menu; the caller's own record ('private') by whichever of its two menus grants more.
 */
export function fieldLevel(options: { menuGrants: MenuGrants; fieldGrants: FieldGrants; field: FieldKey; scope: FieldScope }): FieldLevel {
  const entity = options.field.slice(0, options.field.indexOf('.')) as FieldEntity;
  const catalog: { menu: MenuName; ownMenu: MenuName; ownDefault: FieldLevel; ownEditable?: readonly string[] } = FIELD_CATALOG[entity];
  const ceiling: FieldLevel = options.menuGrants[catalog.menu] ?? 'none';
  if (options.scope === 'public') return lower(ceiling, options.fieldGrants.public[options.field] ?? 'edit');
  const ownCeiling: FieldLevel = options.menuGrants[catalog.ownMenu] ?? 'none';
  const higher = LEVEL_RANK[ownCeiling] > LEVEL_RANK[ceiling] ? ownCeiling : ceiling;
  const field = options.field.slice(entity.length + 1);
  const ownDefault = catalog.ownEditable?.includes(field) ? 'edit' : catalog.ownDefault;
  return lower(higher, options.fieldGrants.private[options.field] ?? ownDefault);
}

/** Levels of every field of one entity, for one scope. */
export function entityFieldLevels<E extends FieldEntity>(options: {
  entity: E;
  menuGrants: MenuGrants;
  fieldGrants: FieldGrants;
  scope: FieldScope;
}): Record<FieldName<E>, FieldLevel> {
  const fields = FIELD_CATALOG[options.entity].fields as readonly FieldName<E>[];
  return Object.fromEntries(
    fields.map((field) => [
      field,
      fieldLevel({
        menuGrants: options.menuGrants,
        fieldGrants: options.fieldGrants,
        field: `${options.entity}.${field}` as FieldKey,
        scope: options.scope,
      }),
    ]),
  ) as Record<FieldName<E>, FieldLevel>;
}

/** What a role or a permission template grants. */
export interface Grants {
  readonly dataScope: DataScope;
  readonly menuGrants: MenuGrants;
  readonly fieldGrants: FieldGrants;
}

const ALL_NAMES = [...MENU_NAMES] as MenuName[];
const grantAll = (names: readonly MenuName[], level: AccessLevel): MenuGrants => Object.fromEntries(names.map((name) => [name, level]));

/** Leaf names under the given items (the items themselves when they are leaves). */
function leavesOf(nodes: readonly MenuEntry[]): MenuName[] {
  return nodes.flatMap((node) => (node.children?.length ? leavesOf(node.children) : [node.name as MenuName]));
}
const MAIN_LEAVES = leavesOf(MAIN_MENU_MAP);
const SETTING_LEAVES = leavesOf(SETTINGS_MENU_MAP);

/** Settings an HR Manager may look at but not change: who has access, and the company's bill. */
const HR_VIEW_ONLY: MenuName[] = ['roles', 'permissionTemplates', 'users', 'navigation', 'auditTrail'];
/** Not for an HR Manager: billing, integrations, and the mail outbox (only an administrator, or a role given it explicitly). */
const HR_NONE: MenuName[] = [
  'mailOutbox',
  'billingTransactions',
  'billingSummary',
  'subscription',
  'addOnList',
  'addOnManage',
  'addOnCategory',
  'addOnGuide',
  'integration',
];

const SELF_SERVICE: MenuGrants = {
  home: 'view',
  myProfile: 'edit',
  account: 'edit',
  personalPreferences: 'edit',
  notificationSettings: 'edit',
  attendanceCalendar: 'view',
  timeoff: 'edit',
  exemption: 'edit',
  claims: 'edit',
  payslip: 'view',
  loans: 'view',
  employeeTraining: 'view',
  performance: 'view',
  taskList: 'edit',
  taskCalendar: 'edit',
  survey: 'edit',
  announcements: 'view',
  knowledge: 'view',
  inventory: 'view',
  // Their own roster: the grid of whom the role's data scope reaches (themselves, for an employee).
  shifts: 'view',
};

/** Drops undefined entries (a template's "no access") so stored grants name only what is granted. */
export function compactGrants(grants: MenuGrants): MenuGrants {
  return Object.fromEntries(Object.entries(grants).filter(([, level]) => level !== undefined)) as MenuGrants;
}

const EMPTY_FIELDS: FieldGrants = { public: {}, private: {} };

/**
 * The built-in permission templates; each default role starts as a copy of its template. The
 * Administrator's grants are not stored but computed: it always has everything, including items
 * of modules built later.
 */
/** The roles every company starts with (spec §6 "Role names and definitions: not shown"), each made from its template. */
export const DEFAULT_ROLE_KEYS = ['administrator', 'hrManager', 'manager', 'employee'] as const;
export type DefaultRoleKey = (typeof DEFAULT_ROLE_KEYS)[number];

/** Fields of other people's records the Manager template does not show (their own record shows them). */
export const MANAGER_PRIVATE_FIELDS: Partial<Record<FieldKey, FieldLevel>> = {
  'employee.salary': 'none',
  'employee.bankCode': 'none',
  'employee.accountName': 'none',
  'employee.accountNumber': 'none',
  'employee.identificationNumber': 'none',
  'employee.passNumber': 'none',
  // The written terms state the salary.
  'employee.kets': 'none',
  // Identity documents, and what they were paid over time.
  'employee.identifications': 'none',
  'employee.salaryHistory': 'none',
};

export const DEFAULT_ROLE_GRANTS: Record<DefaultRoleKey, Grants> = {
  administrator: { dataScope: 'all', menuGrants: grantAll(ALL_NAMES, 'edit'), fieldGrants: EMPTY_FIELDS },
  hrManager: {
    dataScope: 'all',
    menuGrants: compactGrants({
      ...grantAll(MAIN_LEAVES, 'edit'),
      ...grantAll(SETTING_LEAVES, 'edit'),
      ...grantAll(HR_VIEW_ONLY, 'view'),
      ...Object.fromEntries(HR_NONE.map((name) => [name, undefined])),
    }),
    fieldGrants: EMPTY_FIELDS,
  },
  manager: {
    dataScope: 'team',
    menuGrants: {
      ...SELF_SERVICE,
      employeeList: 'view',
      // The requests of their team that wait for their decision.
      approvals: 'edit',
      // Where their team is deployed: the client contracts and locations, read only.
      contractsActive: 'view',
      attendanceTimesheet: 'view',
      attendanceResolve: 'edit',
      attendanceOverwork: 'edit',
      reports: 'view',
      trainingList: 'view',
      performance: 'edit',
      taskProjects: 'edit',
      shifts: 'view',
    },
    // What their team is paid, where it is paid to and their identity documents are private by
    // default: a company that wants its managers to see them grants the fields.
    fieldGrants: { public: MANAGER_PRIVATE_FIELDS, private: {} },
  },
  employee: { dataScope: 'self', menuGrants: SELF_SERVICE, fieldGrants: EMPTY_FIELDS },
};
