import { statutoryLeaveDefaults } from '@tenaga/domain/time-off';
import type { Transaction } from '../../db/tenant.ts';
import { calendarDate } from '../../lib/clock.ts';
import type { Translate } from '../../lib/i18n.ts';
import * as repo from './time-off.repository.ts';

/** Time off in lieu is earned from overtime (converted leave), never granted. */
const TIME_OFF_IN_LIEU = 'timeOffInLieu';

/**
 * Makes a company's country's statutory categories and default policies (the engine's, in force
 * on the company's today) and one profile holding them all, named in the company's language. Run by
 * the company's set-up, and for companies made before it on their first use; once only (the
 * leave_setups row is claimed first, so deleting the defaults does not bring them back).
 */
export async function setUpLeaveDefaults(tx: Transaction, input: { companyId: string; translate: Translate; now: Date }) {
  const { companyId, translate, now } = input;
  const company = await repo.companyFacts(tx, companyId);
  if (!company) return;
  if (!(await repo.claimSetup(tx, companyId, company.country))) return;
  const today = calendarDate(now, company.timezone);
  const language = company.language as Parameters<Translate>[0];
  const country = company.country as Parameters<typeof statutoryLeaveDefaults>[0];
  const defaults = statutoryLeaveDefaults(country, today);
  const policyIds: string[] = [];
  const categoryIds = new Map<string, string>();
  const categoryName = (code: string) => translate(language, `timeOff:categoryCodes.${code}`);
  const categoryFor = async (code: string) => {
    const known = categoryIds.get(code);
    if (known) return known;
    const row = await repo.insertCategory(tx, { companyId, code, name: categoryName(code), createdAt: now, updatedAt: now });
    categoryIds.set(code, row.id);
    return row.id;
  };
  const policyName = (code: string) => translate(language, 'timeOff:defaults.policyName', { category: categoryName(code) });
  const seen = new Set<string>();
  for (const statutory of defaults) {
    if (seen.has(statutory.category)) continue;
    seen.add(statutory.category);
    const categoryId = await categoryFor(statutory.category);
    const { category: _category, ...rules } = statutory.policy;
    const policy = await repo.insertPolicy(tx, {
      companyId,
      categoryId,
      name: policyName(statutory.category),
      rules,
      createdAt: now,
      updatedAt: now,
    });
    policyIds.push(policy.id);
  }
  if (!seen.has(TIME_OFF_IN_LIEU)) {
    const categoryId = await categoryFor(TIME_OFF_IN_LIEU);
    const policy = await repo.insertPolicy(tx, {
      companyId,
      categoryId,
      name: policyName(TIME_OFF_IN_LIEU),
      rules: {
        entitlement: { kind: 'fixed', days: '0' },
        accrual: { method: 'upfront' },
        proRating: null,
        leaveYear: 'calendar',
        carryForward: { maxDays: null, expiryMonths: 12 },
        unit: 'halfDay',
        hoursPerDay: null,
        counting: 'workingDays',
        minimumNoticeDays: 0,
        maximumConsecutiveDays: null,
        attachmentAfterDays: null,
        negativeBalanceDays: '0',
        eligibility: {
          genders: null,
          employmentTypes: null,
          confirmedOnly: false,
          minimumServiceMonths: 0,
          serviceBeforeEligibility: 'counts',
          nationalities: null,
        },
      },
      createdAt: now,
      updatedAt: now,
    });
    policyIds.push(policy.id);
  }
  const profile = await repo.insertProfile(tx, {
    companyId,
    name: translate(language, 'timeOff:defaults.profileName'),
    createdAt: now,
    updatedAt: now,
  });
  await repo.setProfilePolicies(tx, companyId, profile.id, policyIds);
}
