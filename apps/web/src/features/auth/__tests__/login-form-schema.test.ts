import { expect, test } from 'vitest';
import { isRequired } from '../../../components/form/zod-rules.ts';
import { LOGIN_FORM_SCHEMA } from '../components/login-form-schema.ts';

test('the login form marks as required exactly the fields the login contract requires', async () => {
  const schema = await LOGIN_FORM_SCHEMA.load();
  const required = Object.entries(schema.shape)
    .filter(([, field]) => isRequired(field))
    .map(([name]) => name);
  expect([...LOGIN_FORM_SCHEMA.required].sort()).toEqual(required.sort());
});
