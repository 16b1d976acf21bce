import { z } from 'zod';

/**
 * The whole product's menu, main and settings. The server filters it per role and serves it;
 * an item whose module is not built yet has `developed: false` and produces neither a menu entry
 * nor a route, so no entry ever leads to an empty page. A module's issue flips its items on.
 * Labels are i18n keys `menu:<name>`.
 */
export interface MenuNode {
  readonly name: string;
  readonly path?: string;
  readonly order: number;
  readonly type?: 'tab' | 'dummy';
  readonly icon?: string;
  readonly developed: boolean;
  readonly onboarding?: boolean;
  readonly children?: readonly MenuNode[];
}

type NodeExtra<C> = Partial<Omit<MenuNode, 'name' | 'path' | 'order' | 'children'>> & { readonly children?: C };

/** Keeps each literal name (and its children's) in the type, so MenuName is a closed union. */
const item = <N extends string, C extends readonly MenuNode[] = readonly []>(
  name: N,
  path: string | undefined,
  order: number,
  extra: NodeExtra<C> = {},
): Omit<MenuNode, 'name' | 'children'> & { readonly name: N; readonly children?: C } => ({
  name,
  ...(path === undefined ? {} : { path }),
  order,
  developed: false,
  ...extra,
});

export const MAIN_MENU = [
  item('home', '/home', 1, { icon: 'home', developed: true }),
  item('employee', undefined, 2, {
    icon: 'team',
    children: [
      item('employeeList', '/employees', 1),
      item('employeeAdd', '/employees/add', 2),
      item('employeeImport', '/employees/import', 3),
      item('employeePowerEdit', '/employees/power-edit', 4),
    ],
  }),
  item('myProfile', '/profile', 3, { icon: 'user' }),
  item('contracts', undefined, 4, {
    icon: 'solution',
    children: [
      item('contractsActive', '/contracts/active', 1),
      item('contractsArchived', '/contracts/archived', 2),
      item('contractsImport', '/contracts/import', 3),
    ],
  }),
  item('attendance', undefined, 5, {
    icon: 'schedule',
    children: [
      item('attendanceCalendar', '/attendance/calendar', 1),
      item('attendanceTimesheet', '/attendance/timesheet', 2),
      item('attendanceResolve', '/attendance/resolve', 3),
      item('attendanceOverwork', '/attendance/overwork', 4),
      item('attendanceConversion', '/attendance/conversion', 5),
      item('attendancePowerEdit', '/attendance/power-edit', 6),
    ],
  }),
  item('timeoff', '/timeoff', 6, { icon: 'calendar' }),
  item('exemption', '/exemption', 7, { icon: 'gift' }),
  item('payroll', undefined, 8, {
    icon: 'dollar',
    children: [
      item('payrun', '/payroll/payrun', 1),
      item('payslip', '/payroll/payslip', 2),
      item('bankTransfer', '/payroll/bank-transfer', 3),
      item('salaryAdjustment', '/payroll/salary-adjustment', 4),
      item('claims', '/payroll/claims', 5),
      item('loans', '/payroll/loans', 6),
      item('irasForms', '/payroll/iras-forms', 7),
    ],
  }),
  item('reports', '/reports', 9, { icon: 'barChart' }),
  item('training', '/training', 10, { icon: 'read' }),
  item('recruitment', '/recruitment', 11, { icon: 'userAdd' }),
  item('performance', '/performance', 12, { icon: 'rise' }),
  item('tasks', '/tasks', 13, { icon: 'carryOut' }),
  item('survey', '/survey', 14, { icon: 'form' }),
  item('inventory', '/inventory', 15, { icon: 'inbox' }),
] as const satisfies readonly MenuNode[];

export const SETTINGS_MENU = [
  item('companyAccount', '/settings/company-account', 1, { icon: 'bank', developed: true }),
  item('regionLanguage', '/settings/region-language', 2, { icon: 'global', developed: true }),
  item('account', '/settings/account', 3, { icon: 'safety', developed: true }),
  item('accessLevel', undefined, 4, {
    icon: 'lock',
    children: [
      item('roles', '/settings/access-level/roles', 1),
      item('permissionTemplates', '/settings/access-level/templates', 2),
      item('users', '/settings/access-level/users', 3),
      item('navigation', '/settings/access-level/navigation', 4),
    ],
  }),
  item('auditTrail', '/settings/audit-trail', 5, { icon: 'audit' }),
  item('organisation', '/settings/organisation', 6, { icon: 'apartment' }),
  item('customField', '/settings/custom-field', 7, { icon: 'build' }),
  item('publicHoliday', '/settings/public-holiday', 8, { icon: 'flag' }),
  item('timeoffSetting', '/settings/timeoff', 9, { icon: 'calendar' }),
  item('exemptionSetting', '/settings/exemption', 10, { icon: 'gift' }),
  item('attendanceSetting', '/settings/attendance', 11, { icon: 'schedule' }),
  item('payrunSetting', '/settings/payrun', 12, { icon: 'dollar' }),
  item('statutoryCalculator', '/settings/payroll/statutory-calculator', 13, { icon: 'calculator', developed: true }),
  item('notificationSetting', '/settings/notification', 14, { icon: 'bell' }),
  item('mailOutbox', '/settings/mail-outbox', 15, { icon: 'mail', developed: true }),
] as const satisfies readonly MenuNode[];

type Names<T, Depth extends unknown[] = []> = Depth['length'] extends 6
  ? never
  : T extends readonly (infer N)[]
    ? N extends { readonly name: infer K; readonly children?: infer C }
      ? (string extends K ? never : K) | Names<C, [...Depth, unknown]>
      : never
    : never;

export type MenuName = Names<typeof MAIN_MENU> | Names<typeof SETTINGS_MENU>;

/** An item as the API serves it (spec §3 menu data). */
export const MenuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    name: z.string(),
    path: z.string().optional(),
    meta: z.object({ order: z.number(), type: z.enum(['tab', 'dummy']).optional(), icon: z.string().optional() }),
    developed: z.boolean(),
    onboarding: z.boolean(),
    children: z.array(MenuItemSchema).optional(),
  }),
);

export interface MenuItem {
  name: string;
  path?: string | undefined;
  meta: { order: number; type?: 'tab' | 'dummy' | undefined; icon?: string | undefined };
  developed: boolean;
  onboarding: boolean;
  children?: MenuItem[] | undefined;
}

export const MenuResponseSchema = z.object({
  ui: z.array(MenuItemSchema),
  routes: z.array(z.object({ name: z.string(), path: z.string() })),
});
export type MenuResponse = z.infer<typeof MenuResponseSchema>;
