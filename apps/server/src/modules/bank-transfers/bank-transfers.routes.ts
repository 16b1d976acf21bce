import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindFileRoute, bindRoute } from '../../plugins/route-binding.ts';
import type { BankTransfersService } from './bank-transfers.service.ts';

export function registerBankTransfersRoutes(app: FastifyInstance, service: BankTransfersService): void {
  bindRoute(app, contracts.getBankTransferChoices, ({ auth }) => service.choices(auth));
  bindRoute(app, contracts.checkBankTransfer, ({ auth, body }) => service.check(auth, body));
  bindRoute(app, contracts.previewBankLayout, ({ auth, body }) => service.preview(auth, body));
  bindFileRoute(app, contracts.downloadBankTransferFile, ({ auth, actor, body }) => service.file(auth, actor, body));
  bindRoute(app, contracts.listBankLayouts, ({ auth, body }) => service.table(auth, body));
  bindRoute(app, contracts.createBankLayout, ({ auth, actor, body }) => service.create(auth, actor, body));
  bindRoute(app, contracts.updateBankLayout, ({ auth, actor, body }) => service.update(auth, actor, body));
  bindRoute(app, contracts.deleteBankLayout, async ({ auth, actor, params }) => {
    await service.remove(auth, actor, params.id);
    return { ok: true as const };
  });
}
