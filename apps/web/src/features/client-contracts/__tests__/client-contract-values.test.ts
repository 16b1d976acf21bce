import { describe, expect, it } from 'vitest';
import { contractFields, contractPeriod, endsBeforeStart } from '../components/client-contract-values.ts';

const t = (key: string, values: Record<string, string> = {}) => `${key} ${JSON.stringify(values)}`;
const date = (iso: string) => iso.split('-').reverse().join('/');

describe('contractPeriod', () => {
  it.each([
    [{ startDate: '2025-01-01', endDate: '2025-12-31' }, 'period.range {"start":"01/01/2025","end":"31/12/2025"}'],
    [{ startDate: '2025-01-01', endDate: null }, 'period.from {"date":"01/01/2025"}'],
    [{ startDate: null, endDate: '2025-12-31' }, 'period.until {"date":"31/12/2025"}'],
    [{ startDate: null, endDate: null }, 'period.none {}'],
  ])('%j', (contract, expected) => {
    expect(contractPeriod(contract, { date, t })).toBe(expected);
  });
});

describe('the contract form', () => {
  it('refuses an end before the start only when both are set', () => {
    expect(endsBeforeStart({ startDate: '2025-05-01', endDate: '2025-04-30' })).toBe(true);
    expect(endsBeforeStart({ startDate: '2025-05-01', endDate: '2025-05-01' })).toBe(false);
    expect(endsBeforeStart({ startDate: null, endDate: '2025-04-30' })).toBe(false);
  });

  it("sends a cleared date as '' so that the server clears it (null fields are dropped on the way out)", () => {
    expect(contractFields({ name: 'Harbour', client: undefined, startDate: '2025-01-01', endDate: null })).toEqual({
      name: 'Harbour',
      client: '',
      startDate: '2025-01-01',
      endDate: '',
    });
  });
});
