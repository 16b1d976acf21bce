import { sql } from 'drizzle-orm';
import { employees } from '../../db/schema/index.ts';
import { namesFromTable, type AuditVocabulary } from '../../lib/audit.ts';
import type { ReferenceService } from '../countries/index.ts';

/**
 * How the audit trail speaks of employee records: their names, the records their fields point at
 * (named as they were when the entry was written), and the labels of their coded fields.
 */
export function employeeAuditVocabulary(reference: Pick<ReferenceService, 'codeLabel'>): AuditVocabulary[] {
  const coded =
    (list: Parameters<ReferenceService['codeLabel']>[0]['list']) =>
    (value: string | number, language: Parameters<ReferenceService['codeLabel']>[0]['language']) =>
      reference.codeLabel({ list, value, language });
  return [
    {
      entity: 'employee',
      names: namesFromTable(employees, sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})`),
      references: {
        jobTitleId: 'job-title',
        departmentId: 'department',
        categoryId: 'employee-category',
        commercialSectorId: 'commercial-sector',
        siteId: 'site',
        managerId: 'employee',
        contractId: 'contract',
        locationId: 'contract-location',
      },
      fieldLabels: ['employees:fields.', 'employees:family.', 'employees:deployments.'],
      codes: {
        gender: 'reference:genders.',
        maritalStatus: 'reference:maritalStatuses.',
        religion: 'reference:religions.',
        relationship: 'reference:relationships.',
        employmentType: 'employees:employmentType.',
        source: 'employees:source.',
        contributionRateType: 'employees:contributionRateType.',
        bankCode: coded('banks'),
        passTypeId: coded('passTypes'),
        paymentModeId: coded('paymentModes'),
        identificationType: coded('identificationTypes'),
        race: coded('races'),
        nationality: coded('countries'),
        country: coded('countries'),
      },
    },
  ];
}
