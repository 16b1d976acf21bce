import { describe, expect, it } from 'vitest';
import type { LeavePolicy } from '@tenaga/contracts/modules/time-off.contracts';
import { versionStatuses } from '../components/policy-versions.tsx';

const rules = {} as LeavePolicy['rules'];
const versions = (...dates: (string | null)[]) => dates.map((effectiveFrom) => ({ effectiveFrom, rules }));

describe('versionStatuses', () => {
  it('the last version dated on or before today is in force; earlier ones are earlier, later ones scheduled', () => {
    expect(versionStatuses(versions(null, '2026-01-01', '2027-01-01'), '2026-11-28')).toEqual(['earlier', 'inForce', 'scheduled']);
    expect(versionStatuses(versions(null, '2026-11-28'), '2026-11-28')).toEqual(['earlier', 'inForce']);
    expect(versionStatuses(versions(null), '2026-11-28')).toEqual(['inForce']);
    expect(versionStatuses(versions(null, '2027-01-01', '2028-01-01'), '2026-11-28')).toEqual(['inForce', 'scheduled', 'scheduled']);
  });
});
