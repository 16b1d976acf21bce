import type { Rule } from 'antd/es/form';
import { i18next } from '../../../../lib/i18n.ts';
import type { RuleProblem } from '../../model/record-rules.ts';

type Values = { readonly getFieldValue: (name: string[]) => unknown };

/**
 * An antd rule from one of the record rules: `check` reads the value and any other field it
 * needs, and answers the problem (translated here, with the server's wording) or null.
 */
export function recordRule(check: (value: unknown, values: Values) => RuleProblem | null | Promise<RuleProblem | null>): Rule {
  return (form) => ({
    validator: async (_, value: unknown) => {
      const problem = await check(value, form);
      if (problem) throw new Error(i18next.t(problem.key, problem.values));
    },
  });
}

export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
