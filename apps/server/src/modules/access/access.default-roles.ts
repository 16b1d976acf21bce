import { DEFAULT_ROLE_GRANTS, DEFAULT_ROLE_KEYS, type DefaultRoleKey, type Language } from '@tenaga/contracts';
import type { Transaction } from '../../db/tenant.ts';
import { serverTranslator } from '../../lib/i18n.ts';
import * as repo from './access.repository.ts';

/**
 * A new company's default roles, named in its language, each starting with its built-in template's
 * grants, in the caller's transaction (sign-up and the demo seed): their ids by system key.
 */
export async function insertDefaultRoles(
  tx: Transaction,
  input: { companyId: string; language: Language; now: Date },
): Promise<Record<DefaultRoleKey, string>> {
  const translate = await serverTranslator();
  const roles = await repo.insertRoles(
    tx,
    DEFAULT_ROLE_KEYS.map((systemKey) => ({
      companyId: input.companyId,
      systemKey,
      name: translate(input.language, `access:defaultRoles.${systemKey}.name`),
      description: translate(input.language, `access:defaultRoles.${systemKey}.description`),
      ...DEFAULT_ROLE_GRANTS[systemKey],
      createdAt: input.now,
      updatedAt: input.now,
    })),
  );
  return Object.fromEntries(roles.map((role) => [role.systemKey, role.id])) as Record<DefaultRoleKey, string>;
}
