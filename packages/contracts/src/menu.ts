import { z } from 'zod';

/**
 * The whole product's menu, main and settings: every item the product will have, built or not.
 * Which items are built is not written here: an API module claims its items (api-module.ts), and
 * product-menu.ts marks those `developed`. The server filters the menu per role and serves it; an
 * item no module claims produces neither a menu entry nor a route, so no entry ever leads to an
 * empty page. Labels are i18n keys `menu:<name>`.
 */
export interface MenuEntry {
  readonly name: string;
  readonly path?: string;
  readonly order: number;
  readonly type?: 'tab' | 'dummy';
  readonly icon?: string;
  readonly onboarding?: boolean;
  readonly children?: readonly MenuEntry[];
}

/** A menu item with whether its module is built (`developed`), as the server and the web use it. */
export interface MenuNode extends Omit<MenuEntry, 'children'> {
  readonly developed: boolean;
  readonly children?: readonly MenuNode[];
}

type NodeExtra<C> = Partial<Omit<MenuEntry, 'name' | 'path' | 'order' | 'children'>> & { readonly children?: C };

/** Keeps each literal name (and its children's) in the type, so MenuName is a closed union. */
const item = <N extends string, C extends readonly MenuEntry[] = readonly []>(
  name: N,
  path: string | undefined,
  order: number,
  extra: NodeExtra<C> = {},
): Omit<MenuEntry, 'name' | 'children'> & { readonly name: N; readonly children?: C } => ({
  name,
  ...(path === undefined ? {} : { path }),
  order,
  ...extra,
});

export const MAIN_MENU_MAP = [
  item('home', '/home', 1, { icon: 'home' }),
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
      item('payrunSummary', '/payroll/payrun-summary', 2),
      item('payrunArchive', '/payroll/payrun-archive', 3),
      item('payslip', '/payroll/payslip', 4),
      item('bankTransfer', '/payroll/bank-transfer', 5),
      item('salaryAdjustment', '/payroll/salary-adjustment', 6),
      item('claims', '/payroll/claims', 7),
      item('loans', '/payroll/loans', 8),
      item('irasForms', '/payroll/iras-forms', 9),
    ],
  }),
  item('reports', '/reports', 9, { icon: 'barChart' }),
  item('training', undefined, 10, {
    icon: 'read',
    children: [
      item('trainingList', '/training/list', 1),
      item('trainingScheduling', '/training/scheduling', 2),
      item('trainingAssignment', '/training/assignment', 3),
      item('employeeTraining', '/training/employees', 4),
      item('trainingCertificates', '/training/certificates', 5),
      item('trainingFee', '/training/fee', 6),
      item('trainingCategory', '/training/category', 7),
    ],
  }),
  item('recruitment', '/recruitment', 11, { icon: 'userAdd' }),
  item('performance', '/performance', 12, { icon: 'rise' }),
  item('tasks', undefined, 13, {
    icon: 'carryOut',
    children: [
      item('taskList', '/tasks/list', 1),
      item('taskCalendar', '/tasks/calendar', 2),
      item('taskProjects', '/tasks/projects', 3),
      item('taskLabels', '/tasks/labels', 4),
    ],
  }),
  item('survey', '/survey', 14, { icon: 'form' }),
  item('inventory', '/inventory', 15, { icon: 'inbox' }),
  item('announcements', '/announcements', 16, { icon: 'notification' }),
  item('incentives', '/incentives', 17, { icon: 'trophy' }),
  item('shifts', '/shifts', 18, { icon: 'clock' }),
  item('visitors', '/visitors', 19, { icon: 'idcard' }),
  item('knowledge', '/knowledge', 20, { icon: 'question' }),
] as const satisfies readonly MenuEntry[];

export const SETTINGS_MENU_MAP = [
  item('companyAccount', '/settings/company-account', 1, { icon: 'bank' }),
  item('regionLanguage', '/settings/region-language', 2, { icon: 'global' }),
  item('account', '/settings/account', 3, { icon: 'safety' }),
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
  item('personalPreferences', '/settings/personal-preferences', 6, { icon: 'user' }),
  item('organisation', '/settings/organisation', 7, { icon: 'apartment' }),
  item('customField', '/settings/custom-field', 8, { icon: 'build' }),
  item('fieldSelection', '/settings/field-selection', 9, { icon: 'table' }),
  item('publicHoliday', '/settings/public-holiday', 10, { icon: 'flag' }),
  item('timeoffSetting', undefined, 11, {
    icon: 'calendar',
    children: [
      item('timeoffCategory', '/settings/timeoff/category', 1),
      item('timeoffPolicy', '/settings/timeoff/policy', 2),
      item('timeoffProfile', '/settings/timeoff/profile', 3),
      item('timeoffAssignment', '/settings/timeoff/assignment', 4),
    ],
  }),
  item('exemptionSetting', undefined, 12, {
    icon: 'gift',
    children: [
      item('exemptionCategory', '/settings/exemption/category', 1),
      item('exemptionPolicy', '/settings/exemption/policy', 2),
      item('exemptionProfile', '/settings/exemption/profile', 3),
      item('exemptionAssignment', '/settings/exemption/assignment', 4),
    ],
  }),
  item('attendanceSetting', undefined, 13, {
    icon: 'schedule',
    children: [
      item('attendanceFullTime', '/settings/attendance/full-time', 1),
      item('attendancePartTime', '/settings/attendance/part-time', 2),
      item('attendanceAssignment', '/settings/attendance/assignment', 3),
    ],
  }),
  item('shiftSetting', undefined, 14, {
    icon: 'clock',
    children: [item('shiftPolicy', '/settings/shift/policy', 1), item('shiftAssignment', '/settings/shift/assignment', 2)],
  }),
  item('thresholdSetting', undefined, 15, {
    icon: 'alert',
    children: [item('thresholdEmployee', '/settings/threshold/employee', 1), item('thresholdLocation', '/settings/threshold/location', 2)],
  }),
  item('approvalSetting', undefined, 16, {
    icon: 'check',
    children: [item('approval', '/settings/approval', 1), item('approvalAssignment', '/settings/approval/assignment', 2)],
  }),
  item('workflow', '/settings/workflow', 17, { icon: 'branches' }),
  item('paymentFormula', undefined, 18, {
    icon: 'function',
    children: [
      item('paymentFormulaRates', '/settings/payment-formula/rates', 1),
      item('paymentFormulaAssignment', '/settings/payment-formula/assignment', 2),
      item('paymentFormulaLegacy', '/settings/payment-formula/legacy', 3),
    ],
  }),
  item('payrunSetting', undefined, 19, {
    icon: 'dollar',
    children: [
      item('payrunSettings', '/settings/payrun/setting', 1),
      item('payrunSummarySetting', '/settings/payrun/summary', 2),
      item('statutoryCalculator', '/settings/payroll/statutory-calculator', 3, { icon: 'calculator' }),
    ],
  }),
  item('payslipSetting', undefined, 20, {
    icon: 'fileText',
    children: [item('payslipSettings', '/settings/payslip/setting', 1), item('payslipTemplates', '/settings/payslip/templates', 2)],
  }),
  item('insuranceSetting', undefined, 21, {
    icon: 'safetyCertificate',
    children: [
      item('insurancePolicy', '/settings/insurance/policy', 1),
      item('insuranceAssignment', '/settings/insurance/assignment', 2),
      item('insuranceIndonesia', '/settings/insurance/indonesia', 3),
      item('insuranceSingapore', '/settings/insurance/singapore', 4),
      item('insuranceVietnam', '/settings/insurance/vietnam', 5),
    ],
  }),
  item('taxFormIr8a', '/settings/tax-form-ir8a', 22, { icon: 'fileProtect' }),
  item('ketsSetting', '/settings/kets', 23, { icon: 'profile' }),
  item('compliance', '/settings/compliance', 24, { icon: 'safety' }),
  item('documentSetting', '/settings/document', 25, { icon: 'file' }),
  item('notificationSetting', undefined, 26, {
    icon: 'bell',
    children: [
      item('notificationAnnouncement', '/settings/notification/announcement', 1),
      item('notificationSettings', '/settings/notification/settings', 2),
    ],
  }),
  item('geofencing', '/settings/geofencing', 27, { icon: 'environment' }),
  item('siteManagement', undefined, 28, {
    icon: 'shop',
    children: [item('siteList', '/settings/site', 1), item('siteQrCode', '/settings/site/qr-code', 2)],
  }),
  item('temperatureScreening', undefined, 29, {
    icon: 'dashboard',
    children: [
      item('attendanceDevice', '/settings/temperature/device', 1),
      item('temperatureCustomList', '/settings/temperature/custom-list', 2),
      item('deviceSync', '/settings/temperature/device-sync', 3),
      item('visitorAccessControl', '/settings/temperature/visitor-access', 4),
    ],
  }),
  item('trainingSetting', undefined, 30, {
    icon: 'read',
    children: [item('trainingProvider', '/settings/training/provider', 1)],
  }),
  item('performanceSetting', undefined, 31, {
    icon: 'rise',
    children: [
      item('appraisalQuestions', '/settings/performance/questions', 1),
      item('appraisalSchedules', '/settings/performance/schedules', 2),
      item('appraisalScoreCategory', '/settings/performance/score-category', 3),
      item('appraisalImport', '/settings/performance/import', 4),
    ],
  }),
  item('recruitmentSetting', undefined, 32, {
    icon: 'userAdd',
    children: [
      item('recruitmentFlow', '/settings/recruitment/flow', 1),
      item('recruitmentStage', '/settings/recruitment/stage', 2),
      item('recruitmentForm', '/settings/recruitment/form', 3),
      item('recruitmentCustomField', '/settings/recruitment/custom-field', 4),
      item('recruitmentDocument', '/settings/recruitment/document', 5),
      item('recruitmentJobCategory', '/settings/recruitment/job-category', 6),
      item('recruitmentJobLocation', '/settings/recruitment/job-location', 7),
    ],
  }),
  item('inventorySetting', undefined, 33, {
    icon: 'inbox',
    children: [
      item('inventoryCategory', '/settings/inventory/category', 1),
      item('inventorySuppliers', '/settings/inventory/suppliers', 2),
    ],
  }),
  item('incentiveSetting', '/settings/incentive', 34, { icon: 'trophy' }),
  item('addOns', undefined, 35, {
    icon: 'appstore',
    children: [
      item('addOnList', '/settings/apps', 1),
      item('addOnManage', '/settings/apps/manage', 2),
      item('addOnCategory', '/settings/apps/category', 3),
      item('addOnGuide', '/settings/apps/guide', 4),
    ],
  }),
  item('integration', '/settings/integration', 36, { icon: 'api' }),
  item('billing', undefined, 37, {
    icon: 'creditCard',
    children: [item('billingTransactions', '/settings/billing/transactions', 1), item('billingSummary', '/settings/billing/summary', 2)],
  }),
  item('subscription', '/settings/subscription', 38, { icon: 'sync' }),
  item('mailOutbox', '/settings/mail-outbox', 39, { icon: 'mail' }),
] as const satisfies readonly MenuEntry[];

type Names<T, Depth extends unknown[] = []> = Depth['length'] extends 6
  ? never
  : T extends readonly (infer N)[]
    ? N extends { readonly name: infer K; readonly children?: infer C }
      ? (string extends K ? never : K) | Names<C, [...Depth, unknown]>
      : never
    : never;

export type MenuName = Names<typeof MAIN_MENU_MAP> | Names<typeof SETTINGS_MENU_MAP>;

/** An item as the API serves it (spec §3 menu data). */
export const MenuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    name: z.string(),
    path: z.string().optional(),
    meta: z.object({
      order: z.number(),
      type: z.enum(['tab', 'dummy']).optional(),
      icon: z.string().optional(),
      access: z.enum(['view', 'edit']).optional(),
    }),
    developed: z.boolean(),
    onboarding: z.boolean(),
    children: z.array(MenuItemSchema).optional(),
  }),
);

export interface MenuItem {
  name: string;
  path?: string | undefined;
  /** `access`: the level the user's role grants on this item ('view' is View Only). */
  meta: { order: number; type?: 'tab' | 'dummy' | undefined; icon?: string | undefined; access?: 'view' | 'edit' | undefined };
  developed: boolean;
  onboarding: boolean;
  children?: MenuItem[] | undefined;
}

export const MenuResponseSchema = z.object({
  ui: z.array(MenuItemSchema),
  routes: z.array(z.object({ name: z.string(), path: z.string() })),
});
export type MenuResponse = z.infer<typeof MenuResponseSchema>;
