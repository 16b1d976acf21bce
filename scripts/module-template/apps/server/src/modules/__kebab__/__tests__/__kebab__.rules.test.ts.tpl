import { describe, expect, it } from 'vitest';
import { tidy__ItemPascal__ } from '../__kebab__.rules.ts';

describe('tidy__ItemPascal__', () => {
  it('tidies the name as names are compared (runs of spaces folded) and trims the description', () => {
    expect(tidy__ItemPascal__({ name: '  North   wing ', description: '  kept as written inside  ' })).toEqual({
      name: 'North wing',
      description: 'kept as written inside',
    });
  });
});
