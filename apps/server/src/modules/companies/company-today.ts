import { notFound } from '../../lib/app-error.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import type { Queryable } from '../../db/tenant.ts';
import { companyProfile } from './companies.repository.ts';

/** Today in the company's timezone (YYYY-MM-DD): what is "in force", "due" and "scheduled" is counted from it. */
export async function companyToday(db: Queryable, companyId: string, clock: Clock): Promise<string> {
  const profile = await companyProfile(db, companyId);
  if (!profile) throw notFound();
  return calendarDate(clock.now(), profile.timezone);
}
