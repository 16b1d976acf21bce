import { describe, expect, it } from 'vitest';
import { compileIncentive, incentiveAmount, incentiveVariables, tidyIncentiveScheme, totalOf } from '../incentives.rules.ts';

describe('incentive rules', () => {
  it('tidies a scheme as it is stored', () => {
    expect(
      tidyIncentiveScheme({ name: '  Sales   team ', description: ' x ', formula: ' achievement * 0.1 ', wageClass: 'ordinary' }),
    ).toEqual({
      name: 'Sales team',
      description: 'x',
      formula: 'achievement * 0.1',
      wageClass: 'ordinary',
    });
  });

  it.each([
    // target, achievement → rate
    ['10000', '12500', '1.25'],
    ['3', '1', '0.3333333333'],
    [null, '500', '0'],
    ['0', '500', '0'],
  ])('gives the achievement rate of %s against %s as %s', (target, achievement, rate) => {
    expect(incentiveVariables({ target, achievement, salary: '1000' }).achievementRate).toBe(rate);
  });

  it('rounds to the cent half up and never pays below zero', () => {
    expect(incentiveAmount(compileIncentive('achievement * 0.005'), { target: null, achievement: '101', salary: '0' }, null)).toBe('0.51');
    expect(incentiveAmount(compileIncentive('achievement - target'), { target: '10', achievement: '4', salary: '0' }, null)).toBe('0.00');
    expect(totalOf(['0.10', '0.20'])).toBe('0.30');
  });

  it('names an unknown variable with a suggestion', () => {
    expect(() => compileIncentive('salery * 2')).toThrow(
      expect.objectContaining({ code: 'FORMULA_INVALID', fieldErrors: { formula: expect.any(String) } }),
    );
  });
});
