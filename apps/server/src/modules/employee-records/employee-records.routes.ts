import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import type { EmployeeField } from '@tenaga/contracts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { EmploymentHistoryService } from './employment-history.service.ts';
import type { IdentificationsService } from './identifications.service.ts';

export function registerEmployeeRecordsRoutes(
  app: FastifyInstance,
  services: {
    identifications: IdentificationsService;
    history: EmploymentHistoryService;
    fields: (auth: RequestAuth, employeeId: string | undefined) => Promise<EmployeeField[]>;
  },
): void {
  const { identifications, history, fields } = services;
  bindRoute(app, contracts.getEmployeeIdentifications, ({ auth, query }) => identifications.list(auth, query.employeeId));
  bindRoute(app, contracts.addEmployeeIdentification, ({ auth, actor, body }) => identifications.add(auth, actor, body));
  bindRoute(app, contracts.updateEmployeeIdentification, ({ auth, actor, body }) => identifications.update(auth, actor, body));
  bindRoute(app, contracts.deleteEmployeeIdentification, ({ auth, actor, params }) =>
    identifications.remove(auth, actor, { employeeId: params.id, id: params.entryId }),
  );

  bindRoute(app, contracts.getEmployeeHiringDates, ({ auth, params }) => history.hiringDates(auth, params.id));
  bindRoute(app, contracts.addServicePeriod, ({ auth, actor, body }) => history.addPeriod(auth, actor, body));
  bindRoute(app, contracts.updateServicePeriod, ({ auth, actor, body }) => history.updatePeriod(auth, actor, body));
  bindRoute(app, contracts.deleteServicePeriod, ({ auth, actor, params }) =>
    history.removePeriod(auth, actor, { employeeId: params.id, id: params.entryId }),
  );

  bindRoute(app, contracts.getEmployeeSalaryHistory, ({ auth, params }) => history.salaryHistory(auth, params.id));

  bindRoute(app, contracts.getEmployeeFields, ({ auth, query }) => fields(auth, query.employeeId));

  bindRoute(app, contracts.getEmployeeWorkHours, ({ auth, params }) => history.workHours(auth, params.id));
  bindRoute(app, contracts.saveEmployeeWorkHours, ({ auth, actor, body }) => history.saveWorkHours(auth, actor, body));
  bindRoute(app, contracts.deleteEmployeeWorkHours, ({ auth, actor, params }) =>
    history.removeWorkHours(auth, actor, { employeeId: params.id, id: params.entryId }),
  );
}
