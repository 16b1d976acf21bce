import {
  JobSectionSchema,
  PaymentSectionSchema,
  PersonalSectionSchema,
  satisfies,
  type AccessLevel,
  type DataScope,
  type MenuGrants,
} from '@tenaga/contracts';
import type { EmployeeReach } from './employees.repository.ts';

export const PERSONAL_FIELDS = Object.keys(PersonalSectionSchema.shape) as (keyof typeof PersonalSectionSchema.shape)[];
export const JOB_FIELDS = Object.keys(JobSectionSchema.shape) as (keyof typeof JobSectionSchema.shape)[];
export const PAYMENT_FIELDS = Object.keys(PaymentSectionSchema.shape) as (keyof typeof PaymentSectionSchema.shape)[];

export { fullName } from '../../lib/names.ts';

/** How pickers show an employee (spec §3): '(employment number) full name'. */
export function optionText(employmentNumber: string, name: string): string {
  return `(${employmentNumber}) ${name}`;
}

/**
 * Which employees a role reaches at a level: through the employee list, as far as its data scope
 * goes; through My profile alone, only the caller's own record.
 */
export function reachOf(options: {
  menuGrants: MenuGrants;
  dataScope: DataScope;
  employeeId: string | null;
  level: AccessLevel;
}): EmployeeReach {
  const { menuGrants, dataScope, employeeId, level } = options;
  if (satisfies(menuGrants.employeeList, level)) {
    if (dataScope === 'all') return { kind: 'all' };
    if (!employeeId) return { kind: 'none' };
    return dataScope === 'team' ? { kind: 'team', employeeId } : { kind: 'self', employeeId };
  }
  if (employeeId && satisfies(menuGrants.myProfile, level)) return { kind: 'self', employeeId };
  return { kind: 'none' };
}

/** Whether a reach covers one employee, given that employee's manager. */
export function reaches(reach: EmployeeReach, employee: { id: string; managerId: string | null }): boolean {
  switch (reach.kind) {
    case 'all':
      return true;
    case 'team':
      return employee.id === reach.employeeId || employee.managerId === reach.employeeId;
    case 'self':
      return employee.id === reach.employeeId;
    case 'none':
      return false;
  }
}

/**
 * The image type the bytes really are (PNG, JPEG, GIF or WebP by their signatures), whatever the
 * browser said: a photo is served back with this type, so nothing else can pass for one.
 */
export function imageTypeOf(content: Buffer): 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | null {
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'image/jpeg';
  const head = content.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (content.subarray(0, 4).toString('latin1') === 'RIFF' && content.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}
