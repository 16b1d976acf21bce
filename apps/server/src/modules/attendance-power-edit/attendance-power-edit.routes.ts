import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { ModuleServices } from '../../platform/module.ts';
import type { PowerEditService } from './attendance-power-edit.service.ts';

/** The power-edit host's calls of spec §7, served by this server. */
export function registerPowerEditRoutes(
  app: FastifyInstance,
  powerEdit: PowerEditService,
  timesheets: Pick<ModuleServices['timesheets'], 'powerEditEmployees'>,
): void {
  bindRoute(app, contracts.listPowerEditEmployees, ({ auth }) => timesheets.powerEditEmployees(auth));
  bindRoute(app, contracts.getPowerEditGrid, ({ auth, body }) => powerEdit.grid(auth, body));
  bindRoute(app, contracts.savePowerEdit, ({ auth, actor, body, language }) => powerEdit.save(auth, actor, body, language));
  bindRoute(app, contracts.clearPowerEditCell, ({ auth, actor, query, language }) => powerEdit.clear(auth, actor, query, language));
  bindRoute(app, contracts.checkPowerEditImport, ({ auth, body, language }) => powerEdit.checkImport(auth, body, language));
  bindRoute(app, contracts.importPowerEdit, ({ auth, actor, body, language }) => powerEdit.runImport(auth, actor, body, language));
}
