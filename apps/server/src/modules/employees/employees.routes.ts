import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindFileRoute, bindRoute } from '../../plugins/route-binding.ts';
import type { EmployeesService } from './employees.service.ts';

export function registerEmployeesRoutes(app: FastifyInstance, employees: EmployeesService): void {
  bindRoute(app, contracts.employeeTable, ({ auth, body }) => employees.table(auth, body));
  bindRoute(app, contracts.exportEmployees, ({ auth, body }) => employees.exportList(auth, body));
  bindRoute(app, contracts.countEmployees, ({ auth }) => employees.total(auth));
  bindRoute(app, contracts.listEmployeeOptions, ({ auth }) => employees.options(auth));
  bindRoute(app, contracts.listEmployeeFilters, ({ auth }) => employees.filters(auth));
  bindRoute(app, contracts.checkEmployeeAvailability, ({ auth, body }) => employees.availability(auth, body));
  bindRoute(app, contracts.getNextEmploymentNumber, ({ auth }) => employees.nextEmploymentNumber(auth));
  bindRoute(app, contracts.createEmployee, ({ auth, actor, body }) => employees.create(auth, actor, body));
  bindRoute(app, contracts.getEmployeeBrief, ({ auth, params }) => employees.brief(auth, params.id));
  bindRoute(app, contracts.getEmployeePersonal, ({ auth, params }) => employees.personal(auth, params.id));
  bindRoute(app, contracts.updateEmployeePersonal, ({ auth, actor, body }) => employees.savePersonal(auth, actor, body));
  bindRoute(app, contracts.getEmployeeJob, ({ auth, params }) => employees.job(auth, params.id));
  bindRoute(app, contracts.updateEmployeeJob, ({ auth, actor, body }) => employees.saveJob(auth, actor, body));
  bindRoute(app, contracts.updateEmployeesJob, ({ auth, actor, body }) => employees.saveJobRows(auth, actor, body.rows));
  bindRoute(app, contracts.getEmployeePayment, ({ auth, params }) => employees.payment(auth, params.id));
  bindRoute(app, contracts.updateEmployeePayment, ({ auth, actor, body }) => employees.savePayment(auth, actor, body));
  bindRoute(app, contracts.updateEmployee, ({ auth, actor, body }) => employees.saveRecord(auth, actor, body));
  bindRoute(app, contracts.updateEmployeePass, ({ auth, actor, body }) => employees.savePass(auth, actor, body));
  bindRoute(app, contracts.readEmployeesData, ({ auth, body }) => employees.data(auth, body));
  bindRoute(app, contracts.listPaymentEmployeeOptions, ({ auth, body }) => employees.paymentOptions(auth, body));
  bindRoute(app, contracts.getEmployeeBankChange, ({ auth, params }) => employees.pendingBankChange(auth, params.id));
  bindRoute(app, contracts.withdrawEmployeeBankChange, async ({ auth, actor, params }) => {
    await employees.withdrawBankChange(auth, actor, params.id);
    return { ok: true as const };
  });
  bindRoute(app, contracts.getEmployeeDeployments, ({ auth, params }) => employees.deployments(auth, params.id));
  bindRoute(app, contracts.updateEmployeeDeployments, ({ auth, actor, body }) => employees.saveDeployments(auth, actor, body));
  bindRoute(app, contracts.listEmployeeFamily, ({ auth, params }) => employees.family(auth, params.id));
  bindRoute(app, contracts.addEmployeeFamily, ({ auth, actor, body }) => employees.addFamilyMember(auth, actor, body));
  bindRoute(app, contracts.updateEmployeeFamily, ({ auth, actor, body }) => employees.updateFamilyMember(auth, actor, body));
  bindRoute(app, contracts.deleteEmployeeFamily, async ({ auth, actor, params }) => {
    await employees.removeFamilyMember(auth, actor, { employeeId: params.id, memberId: params.familyId });
    return { ok: true as const };
  });
  bindRoute(app, contracts.updateEmployeePhoto, async ({ auth, actor, params, body }) => {
    await employees.savePhoto(auth, actor, { employeeId: params.id, ...body });
    return { ok: true as const };
  });
  bindRoute(app, contracts.deleteEmployeePhoto, async ({ auth, actor, params }) => {
    await employees.removePhoto(auth, actor, params.id);
    return { ok: true as const };
  });
  bindFileRoute(app, contracts.getEmployeePhoto, ({ auth, params }) => employees.photo(auth, params.id));
  bindRoute(app, contracts.archiveEmployee, ({ auth, actor, params, body }) =>
    employees.archive(auth, actor, { employeeId: params.id, ...body }),
  );
  bindRoute(app, contracts.restoreEmployee, ({ auth, actor, params, body }) =>
    employees.restore(auth, actor, { employeeId: params.id, ...body }),
  );
}
