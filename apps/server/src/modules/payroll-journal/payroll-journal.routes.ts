import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindFileRoute, bindRoute } from '../../plugins/route-binding.ts';
import type { PayrollJournalService } from './payroll-journal.service.ts';

export function registerPayrollJournalRoutes(app: FastifyInstance, service: PayrollJournalService): void {
  bindRoute(app, contracts.getJournalSettings, ({ auth }) => service.settings(auth));
  bindRoute(app, contracts.updateJournalSettings, ({ auth, actor, body }) => service.updateSettings(auth, actor, body));
  bindRoute(app, contracts.getPayrunJournal, ({ auth, params }) => service.journal(auth, params.id));
  bindFileRoute(app, contracts.exportPayrunJournal, ({ auth, actor, params, query, language }) =>
    service.export(auth, actor, params.id, query.format, language),
  );
}
