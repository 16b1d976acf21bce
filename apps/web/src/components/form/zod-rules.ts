import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { issueMessage } from '@tenaga/contracts/validation';
import { i18next } from '../../lib/i18n.ts';

/** The translated message of a zod issue, the same text the server would answer with. */
export function translateIssue(issue: z.core.$ZodIssue): string {
  const { key, values } = issueMessage(issue);
  return i18next.t(key, values);
}

/**
 * Whether a field's schema rejects an empty value (antd then shows the required mark). A switch
 * (boolean) always has a value, so it is never marked.
 */
export function isRequired(schema: z.ZodType): boolean {
  return !schema.safeParse(undefined).success && !schema.safeParse('').success && !schema.safeParse(false).success;
}

/**
 * An antd rule that validates with the contract's own zod schema, so the form and the server
 * apply the same rules and messages. Empty optional values pass.
 */
export function zodRule(schema: z.ZodType): Rule {
  return {
    required: isRequired(schema),
    validator: (_, value: unknown) => validate(schema, value),
  };
}

async function validate(schema: z.ZodType, value: unknown): Promise<void> {
  const input = value === '' && !isRequired(schema) ? undefined : value;
  const result = await schema.safeParseAsync(input);
  if (!result.success && result.error.issues[0]) throw new Error(translateIssue(result.error.issues[0]));
}

/** zodRule for a schema that loads on first validation; `required` gives the mark until then. */
export function deferredZodRule({
  required,
  load,
}: {
  readonly required: boolean;
  readonly load: () => Promise<z.ZodType | undefined>;
}): Rule {
  return {
    required,
    validator: async (_, value: unknown) => {
      const schema = await load();
      if (schema) await validate(schema, value);
    },
  };
}
