import { CUSTOM_FIELD_TYPES, FORMULA_COUNTRIES } from '@tenaga/contracts';
import { paymentFormulas, paymentRates } from '../../db/schema/index.ts';
import { namesFromTable } from '../../lib/audit.ts';
import { defineModule, type ModuleContext } from '../../platform/module.ts';
import { defaultSetting } from '../attendance/index.ts';
import { employeeExists, employmentTermsFacts } from '../employees/index.ts';
import type { PreviewReads } from './payment-formulas.reads.ts';
import { registerPaymentFormulasRoutes } from './payment-formulas.routes.ts';
import { isVariablePart } from './payment-formulas.rules.ts';
import { createPaymentFormulasService, type PaymentFormulasService } from './payment-formulas.service.ts';

export type { PaymentFormulasService, RunFormula } from './payment-formulas.service.ts';
export type { EmployeePeriodFacts } from './payment-formulas.reads.ts';
export { variableValues } from './payment-formulas.preview.ts';
export { customVariable, isVariablePart, monthPeriod } from './payment-formulas.rules.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    paymentFormulas: PaymentFormulasService;
  }
}

const NUMERIC_TYPES: readonly number[] = [CUSTOM_FIELD_TYPES.integerNumber, CUSTOM_FIELD_TYPES.decimalNumber];

/** Every rate band the five countries' attendance settings name, each once. */
function rateBands(asOf: string): string[] {
  const bands = new Set<string>();
  for (const countryCode of FORMULA_COUNTRIES)
    for (const workWeek of ['fiveDay', 'sixDay'] as const)
      for (const band of defaultSetting({ countryCode, asOf, workWeek }).overtime.bands) bands.add(band.id);
  return [...bands];
}

/** The preview's reads of other modules, through their services. */
function previewReads(context: ModuleContext): PreviewReads {
  let bands: string[] | undefined;
  const numericCustomFields: PreviewReads['numericCustomFields'] = async (auth) => {
    const customFields = context.service('customFields');
    const fields = [
      ...(await customFields.locationFields(auth, 'employee')),
      ...(await customFields.locationFields(auth, 'employeeStandard')),
    ];
    return fields
      .filter((field) => NUMERIC_TYPES.includes(field.type) && isVariablePart(field.propertyName))
      .map((field) => ({ id: field.id, propertyName: field.propertyName, label: field.label }));
  };
  return {
    bands: () => (bands ??= rateBands(context.clock.now().toISOString().slice(0, 10))),
    numericCustomFields,
    async employeeFacts(auth, { employeeId, from, to }) {
      // The salary history answers 404 for an employee the caller does not reach: read it first.
      const salaryHistory = await context.service('employmentHistory').salaryHistory(auth, employeeId);
      const terms = await context.tenant(auth.companyId, (tx) => employmentTermsFacts(tx, auth.companyId, employeeId));
      const workHours = await context.service('employmentHistory').workHours(auth, employeeId);
      const [computed] = await context.service('timesheets').companyTimesheets(auth.companyId, { from, to, employeeIds: [employeeId] });
      const calendar = await context.service('workCalendars').workingDays(auth.companyId, { employeeIds: [employeeId], from, to });
      const fields = await numericCustomFields(auth);
      const values = await context.service('customFields').values(auth, 'employee', employeeId);
      const customValues = new Map<string, string>();
      for (const field of fields) {
        const entry = values.others.find((other) => other._id.$oid === field.id);
        if (typeof entry?.value === 'number' || (typeof entry?.value === 'string' && entry.value.trim() !== ''))
          customValues.set(field.propertyName, String(entry.value).trim());
      }
      return {
        hiringDate: terms?.hiringDate ?? null,
        cessationDate: terms?.cessationDate ?? null,
        employmentType: terms?.employmentType ?? 0,
        salaryHistory,
        workHours: workHours.entries,
        timesheet: computed
          ? { totals: computed.timesheet.totals, daysWorked: computed.timesheet.days.filter((day) => day.workedMinutes > 0).length }
          : null,
        workingDays: calendar.get(employeeId)?.days ?? 0,
        customValues,
      };
    },
  };
}

const references = { employeeId: 'employee', formulaId: 'paymentFormula' };

/**
 * Payment formulas (issue 16, item 1): formulas with their versions, assignment to employees and
 * company rates. Its public face for the payrun: `formulaVersionFor(companyId, employeeId, date)`.
 */
export const paymentFormulasModule = defineModule({
  name: 'payment-formulas',
  services: {
    paymentFormulas: (context) =>
      createPaymentFormulasService({
        tenant: context.tenant,
        clock: context.clock,
        reads: previewReads(context),
        employeeExists,
        companyCustomFields: async (companyId) =>
          (await context.service('customFields').numericEmployeeValues(companyId, [])).fields.filter((field) =>
            isVariablePart(field.propertyName),
          ),
        selectEmployees: async (auth, input) =>
          (await context.service('employees').paymentOptions(auth, { filter: input.filter, on: input.on })).map((option) => option.id),
      }),
  },
  routes: (app, context) => registerPaymentFormulasRoutes(app, context.service('paymentFormulas'), previewReads(context)),
  auditVocabulary: [
    { entity: 'paymentFormula', names: namesFromTable(paymentFormulas, paymentFormulas.name), fieldLabels: ['paymentFormulas:fields.'] },
    { entity: 'paymentFormulaAssignment', references, fieldLabels: ['paymentFormulas:fields.'] },
    { entity: 'paymentRate', names: namesFromTable(paymentRates, paymentRates.name), fieldLabels: ['paymentFormulas:rateFields.'] },
  ],
});
