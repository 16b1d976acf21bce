import { describe, expect, it } from 'vitest';
import { REGISTRATIONS, registrationsFor, validateRegistration, type RegistrationKind } from '../../index.ts';

const check = (kind: RegistrationKind, value: string) => {
  const result = validateRegistration({ kind, value });
  return result.ok ? `ok ${result.value}` : result.error;
};

describe('company registration numbers', () => {
  it.each([
    ['sgUen', '00192200M', 'ok 00192200M'],
    ['sgUen', '197401143c', 'ok 197401143C'],
    ['sgUen', 'S16FC0121D', 'ok S16FC0121D'],
    ['sgUen', 'T09LL0001B', 'ok T09LL0001B'],
    ['sgUen', 'F00056789H', 'ok F00056789H'],
    ['sgUen', '1974011430', 'INVALID_FORMAT'],
    ['sgUen', '1234567', 'INVALID_LENGTH'],
    ['sgUen', 'G09LL0001B', 'INVALID_FORMAT'],
    ['sgCpfSubmissionNumber', '201912345k-pte-01', 'ok 201912345K-PTE-01'],
    ['sgCpfSubmissionNumber', '201912345KPTE01', 'ok 201912345K-PTE-01'],
    ['sgCpfSubmissionNumber', '201912345K-PTE-1', 'INVALID_FORMAT'],
    ['sgCpfSubmissionNumber', '2019123450-PTE-01', 'INVALID_FORMAT'],
    ['myEpfEmployerNumber', '012 345 678', 'ok 012345678'],
    ['myEpfEmployerNumber', '12345678', 'INVALID_LENGTH'],
    ['myEpfEmployerNumber', '01234567A', 'INVALID_FORMAT'],
    ['mySocsoEmployerCode', 'e1234567890x', 'ok E1234567890X'],
    ['mySocsoEmployerCode', 'E123456789X', 'INVALID_LENGTH'],
    ['mySocsoEmployerCode', '112345678901', 'INVALID_FORMAT'],
    ['myLhdnEmployerNumber', 'E 9123456080', 'ok E9123456080'],
    ['myLhdnEmployerNumber', 'E912345608', 'INVALID_LENGTH'],
    ['myLhdnEmployerNumber', 'C9123456080', 'INVALID_FORMAT'],
    ['idNpwp', '0013121660091000', 'ok 0013121660091000'],
    ['idNpwp', '001.312.166.0-091.000', 'ok 0013121660091000'],
    ['idNpwp', '01.312.166.0-091.000', 'INVALID_LENGTH'],
    ['idNpwp', '0013121670091000', 'INVALID_CHECKSUM'],
    ['idNpwp', '3173012345670001', 'INVALID_FORMAT'],
    ['idBpjsKetenagakerjaan', '12345678', 'ok 12345678'],
    ['idBpjsKetenagakerjaan', '1234567', 'INVALID_LENGTH'],
    ['idBpjsKesehatan', '0123 4567', 'ok 01234567'],
    ['idBpjsKesehatan', 'A1234567', 'INVALID_FORMAT'],
    ['vnTaxCode', '0100233488', 'ok 0100233488'],
    ['vnTaxCode', '0314409058-002', 'ok 0314409058-002'],
    ['vnTaxCode', '0100233480', 'INVALID_CHECKSUM'],
    ['vnTaxCode', '0314409058-000', 'INVALID_FORMAT'],
    ['vnTaxCode', '010023348', 'INVALID_LENGTH'],
    ['vnSocialInsuranceUnitCode', 'ta0123a', 'ok TA0123A'],
    ['vnSocialInsuranceUnitCode', 'TA123A', 'INVALID_LENGTH'],
    ['vnSocialInsuranceUnitCode', 'T10123A', 'INVALID_FORMAT'],
    ['phSssEmployerNumber', '03-91234567-000', 'ok 0391234567000'],
    ['phSssEmployerNumber', '03-9123456-7', 'INVALID_LENGTH'],
    ['phPhilhealthEmployerNumber', '01-234567890-1', 'ok 012345678901'],
    ['phPagibigEmployerId', '2001-2345-6789', 'ok 200123456789'],
    ['phPagibigEmployerId', '2001-2345-678', 'INVALID_LENGTH'],
    ['phBirTin', '123-456-789-000', 'ok 123456789000'],
    ['phBirTin', '123-456-789-00000', 'ok 12345678900000'],
    ['phBirTin', '123-456-789', 'INVALID_LENGTH'],
    ['phBirRdoCode', '050', 'ok 050'],
    ['phBirRdoCode', '21b', 'ok 21B'],
    ['phBirRdoCode', '000', 'INVALID_FORMAT'],
    ['phBirRdoCode', '0500', 'INVALID_LENGTH'],
  ] as const)('%s %s → %s', (kind, value, expected) => {
    expect(check(kind, value)).toBe(expected);
  });

  it('refuses a blank number as required', () => {
    for (const { kind } of REGISTRATIONS) expect(check(kind, ' - ')).toBe('REQUIRED');
  });

  it("accepts each registration's own example and lists the numbers of each country", () => {
    for (const { kind, example } of REGISTRATIONS) expect(check(kind, example)).toMatch(/^ok /);
    expect(registrationsFor('SG').map((definition) => definition.kind)).toEqual(['sgUen', 'sgCpfSubmissionNumber']);
    expect(registrationsFor('PH')).toHaveLength(5);
  });
});
