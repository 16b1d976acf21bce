import type { LanguageCode } from '@tenaga/i18n';
import { companyHolidays } from '../../db/schema/index.ts';
import { namesFromTable } from '../../lib/audit.ts';
import { defineModule } from '../../platform/module.ts';
import { registerWorkCalendarsRoutes } from './work-calendars.routes.ts';
import { createWorkCalendarsService, type WorkCalendarsService } from './work-calendars.service.ts';

/** Other modules (attendance, time off, payroll) count working days and read holidays through this service. */
export type { WorkCalendarsService } from './work-calendars.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    workCalendars: WorkCalendarsService;
  }
}

/** Public holidays and working days. */
export const workCalendarsModule = defineModule({
  name: 'work-calendars',
  auditVocabulary: (context) => {
    const codes = {
      country: (value: string | number, language: LanguageCode) =>
        context.service('reference').codeLabel({ list: 'countries', value, language }),
      state: 'workCalendars:states.',
    };
    const references = { locationId: 'contract-location' };
    return [
      { entity: 'companyHoliday', names: namesFromTable(companyHolidays, companyHolidays.name) },
      { entity: 'holidayCalendar', references, codes },
      { entity: 'holidayExclusion', references, codes },
    ];
  },
  services: {
    workCalendars: (context) =>
      createWorkCalendarsService({
        tenant: context.tenant,
        clock: context.clock,
        translate: context.translate,
        clientContracts: context.service('clientContracts'),
      }),
  },
  routes: (app, context) => registerWorkCalendarsRoutes(app, context.service('workCalendars')),
});
