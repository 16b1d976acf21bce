import {
  compactGrants,
  DEFAULT_ROLE_GRANTS,
  DEFAULT_ROLE_KEYS,
  type DefaultRoleKey,
  type FieldLevels,
  type FieldScope,
  type PermissionTemplate,
  type RoleBody,
  type RoleChanges,
} from '@tenaga/contracts';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import * as repo from './access.repository.ts';
import { fieldLevelsFor, grantsAuditView } from './access.rules.ts';

/** Permission templates: the built-in ones (the default roles' grants) and the company's own, to start roles from. */
export function createTemplates(deps: { tenant: TenantRunner; clock: Clock; translate: Translate }) {
  const { tenant, clock } = deps;

  function builtInTemplate(key: DefaultRoleKey, language: RequestAuth['language']): PermissionTemplate {
    return {
      id: key,
      builtIn: true,
      name: deps.translate(language, `access:defaultRoles.${key}.name`),
      description: deps.translate(language, `access:defaultRoles.${key}.description`),
      ...DEFAULT_ROLE_GRANTS[key],
      updatedAt: null,
      version: 1,
    };
  }

  const toTemplate = (row: repo.TemplateRow): PermissionTemplate => ({
    id: row.id,
    builtIn: false,
    name: row.name,
    description: row.description,
    dataScope: row.dataScope,
    menuGrants: row.menuGrants,
    fieldGrants: row.fieldGrants,
    updatedAt: row.updatedAt.getTime(),
    version: row.version,
  });

  async function findTemplate(auth: RequestAuth, id: string): Promise<PermissionTemplate> {
    if ((DEFAULT_ROLE_KEYS as readonly string[]).includes(id)) return builtInTemplate(id as DefaultRoleKey, auth.language);
    const row = await tenant(auth.companyId, (tx) => repo.findTemplate(tx, auth.companyId, id));
    if (!row) throw notFound();
    return toTemplate(row);
  }

  return {
    async listTemplates(auth: RequestAuth) {
      const own = await tenant(auth.companyId, (tx) => repo.listTemplates(tx, auth.companyId));
      return [...DEFAULT_ROLE_KEYS.map((key) => builtInTemplate(key, auth.language)), ...own.map(toTemplate)].map(
        ({ menuGrants: _m, fieldGrants: _f, version: _v, ...summary }) => summary,
      );
    },

    getTemplate: findTemplate,

    async templateFieldLevels(auth: RequestAuth, id: string, scope: FieldScope): Promise<FieldLevels> {
      return fieldLevelsFor(await findTemplate(auth, id), scope);
    },

    async createTemplate(auth: RequestAuth, actor: Actor, body: RoleBody): Promise<PermissionTemplate> {
      const menuGrants = compactGrants(body.menuGrants);
      return tenant(auth.companyId, async (tx) => {
        if (await repo.findTemplateByName(tx, auth.companyId, body.name))
          throw new AppError('NAME_TAKEN', { fieldErrors: { name: 'validation:unique' } });
        const now = clock.now();
        const row = await repo.insertTemplate(tx, { companyId: auth.companyId, ...body, menuGrants, createdAt: now, updatedAt: now });
        await writeAudit(tx, actor, { entity: 'permission-template', entityId: row.id, action: 'create', after: grantsAuditView(row) });
        return toTemplate(row);
      });
    },

    async updateTemplate(auth: RequestAuth, actor: Actor, body: RoleChanges): Promise<PermissionTemplate> {
      const { id, version, ...changes } = body;
      if (changes.menuGrants) changes.menuGrants = compactGrants(changes.menuGrants);
      return tenant(auth.companyId, async (tx) => {
        const before = await repo.findTemplate(tx, auth.companyId, id);
        if (!before) throw notFound();
        if (
          changes.name &&
          changes.name.toLowerCase() !== before.name.toLowerCase() &&
          (await repo.findTemplateByName(tx, auth.companyId, changes.name))
        ) {
          throw new AppError('NAME_TAKEN', { fieldErrors: { name: 'validation:unique' } });
        }
        const updated = await repo.updateTemplate(tx, auth.companyId, {
          id,
          expectedVersion: version,
          changes: { ...changes, updatedAt: clock.now() },
        });
        if (!updated) throw versionConflict();
        await writeAudit(tx, actor, {
          entity: 'permission-template',
          entityId: id,
          action: 'update',
          ...changedFields(grantsAuditView(before), grantsAuditView(updated)),
        });
        return toTemplate(updated);
      });
    },

    async deleteTemplate(auth: RequestAuth, actor: Actor, id: string): Promise<void> {
      await tenant(auth.companyId, async (tx) => {
        const before = await repo.findTemplate(tx, auth.companyId, id);
        if (!before) throw notFound();
        await repo.deleteTemplate(tx, auth.companyId, id);
        await writeAudit(tx, actor, { entity: 'permission-template', entityId: id, action: 'delete', before: grantsAuditView(before) });
      });
    },
  };
}
