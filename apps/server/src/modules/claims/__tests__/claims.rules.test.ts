import { describe, expect, it } from 'vitest';
import { tidyClaim } from '../claims.rules.ts';

describe('tidyClaim', () => {
  it('tidies the name as names are compared (runs of spaces folded) and trims the description', () => {
    expect(tidyClaim({ name: '  North   wing ', description: '  kept as written inside  ' })).toEqual({
      name: 'North wing',
      description: 'kept as written inside',
    });
  });
});
