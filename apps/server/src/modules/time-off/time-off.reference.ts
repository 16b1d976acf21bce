import type { FastifyInstance } from 'fastify';
import { listLeaveConditions, listLeaveUnitTypes, type LeaveCondition } from '@tenaga/contracts';
import type { Translate } from '../../lib/i18n.ts';
import { bindRoute } from '../../plugins/route-binding.ts';

const UNITS = ['day', 'halfDay', 'hour'] as const;
const GENDERS = ['female', 'male'] as const;
/** The employee record's employment types (spec: 0 full time, 1 part time), as the rules keep them. */
const EMPLOYMENT_TYPES = ['0', '1'] as const;

/** The small reference lists of a policy's form: its units and the conditions of who is eligible. */
export function registerLeaveReferenceRoutes(app: FastifyInstance, translate: Translate): void {
  bindRoute(app, listLeaveUnitTypes, async ({ language }) =>
    UNITS.map((value) => ({ value, name: translate(language, `timeOff:units.${value}`) })),
  );
  bindRoute(app, listLeaveConditions, async ({ language }): Promise<LeaveCondition[]> => {
    const named = (key: string) => translate(language, key);
    return [
      {
        key: 'gender',
        name: named('timeOff:fields.genders'),
        path: 'eligibility.genders',
        values: GENDERS.map((value) => ({ value, name: named(`timeOff:options.genders.${value}`) })),
      },
      {
        key: 'employmentType',
        name: named('timeOff:fields.employmentTypes'),
        path: 'eligibility.employmentTypes',
        values: EMPLOYMENT_TYPES.map((value) => ({ value, name: named(`employees:employmentType.${value}`) })),
      },
      { key: 'confirmation', name: named('timeOff:fields.confirmedOnly'), path: 'eligibility.confirmedOnly', values: null },
      { key: 'minimumService', name: named('timeOff:fields.minimumServiceMonths'), path: 'eligibility.minimumServiceMonths', values: null },
      { key: 'nationality', name: named('timeOff:fields.nationalities'), path: 'eligibility.nationalities', values: null },
    ];
  });
}
