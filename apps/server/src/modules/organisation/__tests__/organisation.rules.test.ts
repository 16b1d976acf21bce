import { describe, expect, it } from 'vitest';
import { tidyName } from '../../../lib/unique-name.ts';
import { usageRefusal } from '../organisation.rules.ts';

describe('tidyName', () => {
  it.each([
    ['  Finance ', 'Finance'],
    ['Sales   and\tMarketing', 'Sales and Marketing'],
    ['R&D', 'R&D'],
  ])('%j → %j', (input, expected) => {
    expect(tidyName(input)).toBe(expected);
  });
});

describe('usageRefusal', () => {
  it('lets an unused item go', () => {
    expect(usageRefusal({ name: 'Finance', employeeCount: 0 })).toBeNull();
  });
  it('names the item and how many employee records use it', () => {
    expect(usageRefusal({ name: 'Finance', employeeCount: 3 })).toEqual({ name: 'Finance', count: 3 });
  });
});
