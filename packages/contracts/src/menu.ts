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

/** Keeps each literal name (and its children's) in the type, so MenuName is a closed union. */
const item = <N extends string, C extends readonly MenuEntry[] = readonly []>(
  name: N,
  entry: Omit<MenuEntry, 'name' | 'children'> & { readonly children?: C },
): Omit<MenuEntry, 'name' | 'children'> & { readonly name: N; readonly children?: C } => ({ name, ...entry });

export const MAIN_MENU_MAP = [
  item('home', { path: '/home', order: 1, icon: 'home' }),
  item('employee', {
    order: 2,
    icon: 'team',
    children: [
      item('employeeList', { path: '/employees', order: 1 }),
      item('employeeAdd', { path: '/employees/add', order: 2 }),
      item('employeeImport', { path: '/employees/import', order: 3 }),
      item('employeePowerEdit', { path: '/employees/power-edit', order: 4 }),
    ],
  }),
  item('myProfile', { path: '/profile', order: 3, icon: 'user' }),
  item('contracts', {
    order: 4,
    icon: 'solution',
    children: [
      item('contractsActive', { path: '/contracts/active', order: 1 }),
      item('contractsArchived', { path: '/contracts/archived', order: 2 }),
      item('contractsImport', { path: '/contracts/import', order: 3 }),
    ],
  }),
  item('attendance', {
    order: 5,
    icon: 'schedule',
    children: [
      item('attendanceCalendar', { path: '/attendance/calendar', order: 1 }),
      item('attendanceTimesheet', { path: '/attendance/timesheet', order: 2 }),
      item('attendanceResolve', { path: '/attendance/resolve', order: 3 }),
      item('attendanceOverwork', { path: '/attendance/overwork', order: 4 }),
      item('attendanceConversion', { path: '/attendance/conversion', order: 5 }),
      item('attendancePowerEdit', { path: '/attendance/power-edit', order: 6 }),
    ],
  }),
  item('timeoff', { path: '/timeoff', order: 6, icon: 'calendar' }),
  item('exemption', { path: '/exemption', order: 7, icon: 'gift' }),
  item('approvals', { path: '/approvals', order: 7.5, icon: 'audit' }),
  item('payroll', {
    order: 8,
    icon: 'dollar',
    children: [
      item('payrun', { path: '/payroll/payrun', order: 1 }),
      item('payrunSummary', { path: '/payroll/payrun-summary', order: 2 }),
      item('payrunArchive', { path: '/payroll/payrun-archive', order: 3 }),
      item('payslip', { path: '/payroll/payslip', order: 4 }),
      item('bankTransfer', { path: '/payroll/bank-transfer', order: 5 }),
      item('salaryAdjustment', { path: '/payroll/salary-adjustment', order: 6 }),
      item('claims', { path: '/payroll/claims', order: 7 }),
      item('loans', { path: '/payroll/loans', order: 8 }),
      item('irasForms', { path: '/payroll/iras-forms', order: 9 }),
    ],
  }),
  item('reports', { path: '/reports', order: 9, icon: 'barChart' }),
  item('training', {
    order: 10,
    icon: 'read',
    children: [
      item('trainingList', { path: '/training/list', order: 1 }),
      item('trainingScheduling', { path: '/training/scheduling', order: 2 }),
      item('trainingAssignment', { path: '/training/assignment', order: 3 }),
      item('employeeTraining', { path: '/training/employees', order: 4 }),
      item('trainingCertificates', { path: '/training/certificates', order: 5 }),
      item('trainingFee', { path: '/training/fee', order: 6 }),
      item('trainingCategory', { path: '/training/category', order: 7 }),
    ],
  }),
  item('recruitment', { path: '/recruitment', order: 11, icon: 'userAdd' }),
  item('performance', { path: '/performance', order: 12, icon: 'rise' }),
  item('tasks', {
    order: 13,
    icon: 'carryOut',
    children: [
      item('taskList', { path: '/tasks/list', order: 1 }),
      item('taskCalendar', { path: '/tasks/calendar', order: 2 }),
      item('taskProjects', { path: '/tasks/projects', order: 3 }),
      item('taskLabels', { path: '/tasks/labels', order: 4 }),
    ],
  }),
  item('survey', { path: '/survey', order: 14, icon: 'form' }),
  item('inventory', { path: '/inventory', order: 15, icon: 'inbox' }),
  item('announcements', { path: '/announcements', order: 16, icon: 'notification' }),
  item('incentives', { path: '/incentives', order: 17, icon: 'trophy' }),
  item('shifts', { path: '/shifts', order: 18, icon: 'clock' }),
  item('visitors', { path: '/visitors', order: 19, icon: 'idcard' }),
  item('knowledge', { path: '/knowledge', order: 20, icon: 'question' }),
] as const satisfies readonly MenuEntry[];

export const SETTINGS_MENU_MAP = [
  item('companyAccount', { path: '/settings/company-account', order: 1, icon: 'bank' }),
  item('regionLanguage', { path: '/settings/region-language', order: 2, icon: 'global' }),
  item('account', { path: '/settings/account', order: 3, icon: 'safety' }),
  item('accessLevel', {
    order: 4,
    icon: 'lock',
    children: [
      item('roles', { path: '/settings/access-level/roles', order: 1 }),
      item('permissionTemplates', { path: '/settings/access-level/templates', order: 2 }),
      item('users', { path: '/settings/access-level/users', order: 3 }),
      item('navigation', { path: '/settings/access-level/navigation', order: 4 }),
    ],
  }),
  item('auditTrail', { path: '/settings/audit-trail', order: 5, icon: 'audit' }),
  item('personalPreferences', { path: '/settings/personal-preferences', order: 6, icon: 'user' }),
  item('organisation', { path: '/settings/organisation', order: 7, icon: 'apartment' }),
  item('customField', { path: '/settings/custom-field', order: 8, icon: 'build' }),
  item('fieldSelection', { path: '/settings/field-selection', order: 9, icon: 'table' }),
  item('publicHoliday', { path: '/settings/public-holiday', order: 10, icon: 'flag' }),
  item('timeoffSetting', {
    order: 11,
    icon: 'calendar',
    children: [
      item('timeoffCategory', { path: '/settings/timeoff/category', order: 1 }),
      item('timeoffPolicy', { path: '/settings/timeoff/policy', order: 2 }),
      item('timeoffProfile', { path: '/settings/timeoff/profile', order: 3 }),
      item('timeoffAssignment', { path: '/settings/timeoff/assignment', order: 4 }),
    ],
  }),
  item('exemptionSetting', {
    order: 12,
    icon: 'gift',
    children: [
      item('exemptionCategory', { path: '/settings/exemption/category', order: 1 }),
      item('exemptionPolicy', { path: '/settings/exemption/policy', order: 2 }),
      item('exemptionProfile', { path: '/settings/exemption/profile', order: 3 }),
      item('exemptionAssignment', { path: '/settings/exemption/assignment', order: 4 }),
    ],
  }),
  item('attendanceSetting', {
    order: 13,
    icon: 'schedule',
    children: [
      item('attendanceFullTime', { path: '/settings/attendance/full-time', order: 1 }),
      item('attendancePartTime', { path: '/settings/attendance/part-time', order: 2 }),
      item('attendanceAssignment', { path: '/settings/attendance/assignment', order: 3 }),
    ],
  }),
  item('shiftSetting', {
    order: 14,
    icon: 'clock',
    children: [
      item('shiftPolicy', { path: '/settings/shift/policy', order: 1 }),
      item('shiftAssignment', { path: '/settings/shift/assignment', order: 2 }),
    ],
  }),
  item('thresholdSetting', {
    order: 15,
    icon: 'alert',
    children: [
      item('thresholdEmployee', { path: '/settings/threshold/employee', order: 1 }),
      item('thresholdLocation', { path: '/settings/threshold/location', order: 2 }),
    ],
  }),
  item('approvalSetting', {
    order: 16,
    icon: 'check',
    children: [
      item('approval', { path: '/settings/approval', order: 1 }),
      item('approvalAssignment', { path: '/settings/approval/assignment', order: 2 }),
    ],
  }),
  item('workflow', { path: '/settings/workflow', order: 17, icon: 'branches' }),
  item('paymentFormula', {
    order: 18,
    icon: 'function',
    children: [
      item('paymentFormulaRates', { path: '/settings/payment-formula/rates', order: 1 }),
      item('paymentFormulaAssignment', { path: '/settings/payment-formula/assignment', order: 2 }),
      item('paymentFormulaLegacy', { path: '/settings/payment-formula/legacy', order: 0 }),
    ],
  }),
  item('payrunSetting', {
    order: 19,
    icon: 'dollar',
    children: [
      item('payrunSettings', { path: '/settings/payrun/setting', order: 1 }),
      item('payrunSummarySetting', { path: '/settings/payrun/summary', order: 2 }),
      item('statutoryCalculator', { path: '/settings/payroll/statutory-calculator', order: 3, icon: 'calculator' }),
    ],
  }),
  item('payslipSetting', {
    order: 20,
    icon: 'fileText',
    children: [
      item('payslipSettings', { path: '/settings/payslip/setting', order: 1 }),
      item('payslipTemplates', { path: '/settings/payslip/templates', order: 2 }),
    ],
  }),
  item('insuranceSetting', {
    order: 21,
    icon: 'safetyCertificate',
    children: [
      item('insurancePolicy', { path: '/settings/insurance/policy', order: 1 }),
      item('insuranceAssignment', { path: '/settings/insurance/assignment', order: 2 }),
      item('insuranceIndonesia', { path: '/settings/insurance/indonesia', order: 3 }),
      item('insuranceSingapore', { path: '/settings/insurance/singapore', order: 4 }),
      item('insuranceVietnam', { path: '/settings/insurance/vietnam', order: 5 }),
    ],
  }),
  item('taxFormIr8a', { path: '/settings/tax-form-ir8a', order: 22, icon: 'fileProtect' }),
  item('ketsSetting', { path: '/settings/kets', order: 23, icon: 'profile' }),
  item('compliance', { path: '/settings/compliance', order: 24, icon: 'safety' }),
  item('documentSetting', { path: '/settings/document', order: 25, icon: 'file' }),
  item('notificationSetting', {
    order: 26,
    icon: 'bell',
    children: [
      item('notificationAnnouncement', { path: '/settings/notification/announcement', order: 1 }),
      item('notificationSettings', { path: '/settings/notification/settings', order: 2 }),
    ],
  }),
  item('geofencing', { path: '/settings/geofencing', order: 27, icon: 'environment' }),
  item('siteManagement', {
    order: 28,
    icon: 'shop',
    children: [item('siteList', { path: '/settings/site', order: 1 }), item('siteQrCode', { path: '/settings/site/qr-code', order: 2 })],
  }),
  item('temperatureScreening', {
    order: 29,
    icon: 'dashboard',
    children: [
      item('attendanceDevice', { path: '/settings/temperature/device', order: 1 }),
      item('temperatureCustomList', { path: '/settings/temperature/custom-list', order: 2 }),
      item('deviceSync', { path: '/settings/temperature/device-sync', order: 3 }),
      item('visitorAccessControl', { path: '/settings/temperature/visitor-access', order: 4 }),
    ],
  }),
  item('trainingSetting', {
    order: 30,
    icon: 'read',
    children: [item('trainingProvider', { path: '/settings/training/provider', order: 1 })],
  }),
  item('performanceSetting', {
    order: 31,
    icon: 'rise',
    children: [
      item('appraisalQuestions', { path: '/settings/performance/questions', order: 1 }),
      item('appraisalSchedules', { path: '/settings/performance/schedules', order: 2 }),
      item('appraisalScoreCategory', { path: '/settings/performance/score-category', order: 3 }),
      item('appraisalImport', { path: '/settings/performance/import', order: 4 }),
    ],
  }),
  item('recruitmentSetting', {
    order: 32,
    icon: 'userAdd',
    children: [
      item('recruitmentFlow', { path: '/settings/recruitment/flow', order: 1 }),
      item('recruitmentStage', { path: '/settings/recruitment/stage', order: 2 }),
      item('recruitmentForm', { path: '/settings/recruitment/form', order: 3 }),
      item('recruitmentCustomField', { path: '/settings/recruitment/custom-field', order: 4 }),
      item('recruitmentDocument', { path: '/settings/recruitment/document', order: 5 }),
      item('recruitmentJobCategory', { path: '/settings/recruitment/job-category', order: 6 }),
      item('recruitmentJobLocation', { path: '/settings/recruitment/job-location', order: 7 }),
    ],
  }),
  item('inventorySetting', {
    order: 33,
    icon: 'inbox',
    children: [
      item('inventoryCategory', { path: '/settings/inventory/category', order: 1 }),
      item('inventorySuppliers', { path: '/settings/inventory/suppliers', order: 2 }),
    ],
  }),
  item('incentiveSetting', { path: '/settings/incentive', order: 34, icon: 'trophy' }),
  item('addOns', {
    order: 35,
    icon: 'appstore',
    children: [
      item('addOnList', { path: '/settings/apps', order: 1 }),
      item('addOnManage', { path: '/settings/apps/manage', order: 2 }),
      item('addOnCategory', { path: '/settings/apps/category', order: 3 }),
      item('addOnGuide', { path: '/settings/apps/guide', order: 4 }),
    ],
  }),
  item('integration', { path: '/settings/integration', order: 36, icon: 'api' }),
  item('billing', {
    order: 37,
    icon: 'creditCard',
    children: [
      item('billingTransactions', { path: '/settings/billing/transactions', order: 1 }),
      item('billingSummary', { path: '/settings/billing/summary', order: 2 }),
    ],
  }),
  item('subscription', { path: '/settings/subscription', order: 38, icon: 'sync' }),
  item('mailOutbox', { path: '/settings/mail-outbox', order: 39, icon: 'mail' }),
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
export const MenuItemSchema: z.ZodType<MenuItem> = z
  .lazy(() =>
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
  )
  .meta({ id: 'MenuItem' });

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
