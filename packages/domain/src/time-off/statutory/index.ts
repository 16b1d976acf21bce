import type { DomainCountry } from '../../countries/index.ts';
import { INDONESIA_LEAVE } from './id.ts';
import { MALAYSIA_LEAVE } from './my.ts';
import { PHILIPPINES_LEAVE } from './ph.ts';
import { SINGAPORE_LEAVE } from './sg.ts';
import type { StatutoryLeaveDefault } from './statutory.types.ts';
import { VIETNAM_LEAVE } from './vn.ts';

export const STATUTORY_LEAVE: Readonly<Record<DomainCountry, readonly StatutoryLeaveDefault[]>> = {
  SG: SINGAPORE_LEAVE,
  MY: MALAYSIA_LEAVE,
  ID: INDONESIA_LEAVE,
  VN: VIETNAM_LEAVE,
  PH: PHILIPPINES_LEAVE,
};

/** A country's statutory default policies in force on a date (YYYY-MM-DD): one per category. */
export function statutoryLeaveDefaults(country: DomainCountry, date: string): StatutoryLeaveDefault[] {
  return STATUTORY_LEAVE[country].filter((row) => row.inForce.from <= date && (row.inForce.to === null || date <= row.inForce.to));
}
