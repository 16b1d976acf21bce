import type { EmployeeAvailability, EmployeeAvailabilityBody } from '@tenaga/contracts';
import { compactIdentificationNumber, isIdentificationTypeId } from '@tenaga/domain';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import * as repo from './employees.repository.ts';

/** An employment number split into what stays ('EMP-') and the number that counts up ('007'). */
export function splitEmploymentNumber(number: string): { prefix: string; digits: string } {
  const match = /^(.*?)(\d+)$/.exec(number);
  return match ? { prefix: match[1]!, digits: match[2]! } : { prefix: `${number}-`, digits: '0' };
}

/** The number after `highest`, as wide as the company writes its numbers ('0099' → '0100'). */
export function followingDigits(highest: string, width: number): string {
  return (BigInt(highest) + 1n).toString().padStart(width, '0');
}

/** The employment number after the company's latest, counting on past any already taken. */
export async function nextFreeEmploymentNumber(tx: Transaction, companyId: string): Promise<string> {
  const latest = await repo.latestEmploymentNumber(tx, companyId);
  if (latest === undefined) return '1';
  const { prefix, digits } = splitEmploymentNumber(latest);
  const highest = (await repo.highestNumberAfter(tx, companyId, prefix)) ?? digits;
  let candidate = `${prefix}${followingDigits(highest, digits.length)}`;
  // Only a number written with other letter case or leading zeros can still be in the way.
  while (await repo.employmentNumberTaken(tx, companyId, { employmentNumber: candidate })) {
    const next = splitEmploymentNumber(candidate);
    candidate = `${next.prefix}${followingDigits(next.digits, next.digits.length)}`;
  }
  return candidate;
}

/**
 * The add-employee form's live checks (spec §5): whether an employment number and an identification
 * number are free, compared as `create` compares them; and a free employment number to suggest.
 */
export function createEmployeeAvailability(deps: { tenant: TenantRunner }) {
  const { tenant } = deps;
  return {
    async availability(auth: RequestAuth, body: EmployeeAvailabilityBody): Promise<EmployeeAvailability> {
      return tenant(auth.companyId, async (tx) => {
        const answer: EmployeeAvailability = {};
        if (body.employmentNumber)
          answer.employmentNumber = !(await repo.employmentNumberTaken(tx, auth.companyId, { employmentNumber: body.employmentNumber }));
        const type = body.identificationType;
        if (type && body.identificationNumber) {
          const number = isIdentificationTypeId(type)
            ? compactIdentificationNumber({ type, value: body.identificationNumber })
            : body.identificationNumber;
          answer.identificationNumber = !(await repo.identificationTaken(tx, auth.companyId, { type, number }));
        }
        return answer;
      });
    },

    async nextEmploymentNumber(auth: RequestAuth): Promise<{ employmentNumber: string }> {
      return tenant(auth.companyId, async (tx) => ({ employmentNumber: await nextFreeEmploymentNumber(tx, auth.companyId) }));
    },
  };
}
