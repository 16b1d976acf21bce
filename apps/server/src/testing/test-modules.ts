import { MAIN_MENU, SETTINGS_MENU } from '@tenaga/contracts';
import { linkOrigin } from '../config/env.ts';
import { serverTranslator } from '../lib/i18n.ts';
import { createReadCache, createWriteGeneration } from '../lib/read-cache.ts';
import { MODULES } from '../modules/index.ts';
import type { ModuleContext, ModuleDefinition } from '../platform/module.ts';
import { createModuleSet } from '../platform/module-set.ts';
import { createMailer } from '../plugins/mailer.ts';
import type { Realtime } from '../plugins/realtime.ts';
import type { TestApp } from './test-app.ts';

/**
 * The modules assembled as app.ts assembles them, on the test app's database, clock and job runner
 * (no real-time channel, mail kept in the outbox): for tests that call a module's service, a
 * registry or a job directly. `modules` replaces the product's list (a test module among them).
 */
export async function createTestModules(
  t: TestApp,
  modules: readonly ModuleDefinition[] = MODULES,
  options: { realtime?: Realtime } = {},
): Promise<ModuleContext> {
  const writes = createWriteGeneration();
  const set = createModuleSet(modules, {
    db: t.db,
    tenant: t.tenant,
    clock: t.clock,
    translate: await serverTranslator(),
    realtime: () => options.realtime ?? null,
    mailer: createMailer({ smtpUrl: undefined, from: 'Tenaga <no-reply@tenaga.test>', jobs: t.jobs, clock: t.clock }),
    jobs: t.jobs,
    caches: { writes, create: () => createReadCache(writes, t.clock) },
    env: { linkOrigin: linkOrigin(t.env), mapTiles: { url: t.env.MAP_TILE_URL, attribution: t.env.MAP_TILE_ATTRIBUTION } },
    attempts: null,
    menus: { main: MAIN_MENU, setting: SETTINGS_MENU },
  });
  return set.context;
}
