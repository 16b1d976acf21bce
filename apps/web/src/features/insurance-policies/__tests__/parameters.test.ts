import { describe, expect, it } from 'vitest';
import { PolicyParametersSchema } from '@tenaga/contracts/modules/insurance-policies.contracts';
import { initialParameters, parametersOf } from '../components/parameter-fields.tsx';

describe('the assignment form’s parameters', () => {
  it('sends an emptied field as empty, which the contract reads as “from the employee record”', () => {
    const body = parametersOf('SG', { residency: undefined, rateType: 'FG', shgFunds: [] });
    expect(PolicyParametersSchema.parse(body)).toEqual({ country: 'SG', residency: null, prSince: null, rateType: 'FG', shgFunds: null });
  });

  it('keeps chosen funds, and each country’s defaults pass the contract', () => {
    expect(PolicyParametersSchema.parse(parametersOf('SG', { shgFunds: ['CDAC', 'MBMF'] }))).toMatchObject({ shgFunds: ['CDAC', 'MBMF'] });
    expect(PolicyParametersSchema.parse(parametersOf('MY', initialParameters('MY')))).toEqual({
      country: 'MY',
      citizenship: null,
      epfElectedRate: null,
      socsoCategory: 'first',
      eisFirstTimeContributor: false,
      pcbCategory: 1,
      children: 0,
    });
    expect(PolicyParametersSchema.parse(parametersOf('PH', initialParameters('PH')))).toEqual({
      country: 'PH',
      sssVoluntary: '0',
      pagibigVoluntary: '0',
    });
    expect(PolicyParametersSchema.parse(parametersOf('private', {}))).toEqual({ country: 'private' });
  });

  it('leaves a required parameter for the contract to refuse (Indonesia’s PTKP status, Vietnam’s region)', () => {
    expect(PolicyParametersSchema.safeParse(parametersOf('ID', initialParameters('ID'))).success).toBe(false);
    expect(PolicyParametersSchema.safeParse(parametersOf('VN', initialParameters('VN'))).success).toBe(false);
    expect(PolicyParametersSchema.safeParse(parametersOf('VN', { region: 'II', dependants: 2 })).success).toBe(true);
  });

  it('starts from an existing assignment’s own parameters', () => {
    const existing = { country: 'SG' as const, residency: 'PR' as const, prSince: '2025-01-15', rateType: 'FG' as const, shgFunds: null };
    expect(initialParameters('SG', existing)).toEqual(existing);
  });
});
