import type { FastifyInstance } from 'fastify';
import {
  createCompanyDocument,
  deleteCompanyDocument,
  downloadCompanyDocument,
  listCompanyDocuments,
  updateCompanyDocument,
} from '@tenaga/contracts/modules/company-documents.contracts';
import { bindFileRoute, bindRoute } from '../../plugins/route-binding.ts';
import type { CompanyDocumentsService } from './company-documents.service.ts';

export function registerCompanyDocumentsRoutes(app: FastifyInstance, documents: CompanyDocumentsService): void {
  bindRoute(app, listCompanyDocuments, ({ auth }) => documents.list(auth.companyId));
  bindRoute(app, createCompanyDocument, ({ auth, actor, body }) => documents.create(actor, { uploadedBy: auth.userId, ...body }));
  bindRoute(app, updateCompanyDocument, ({ auth, actor, params, body }) =>
    documents.update(actor, { id: params.id, uploadedBy: auth.userId, ...body }),
  );
  bindRoute(app, deleteCompanyDocument, async ({ actor, params }) => {
    await documents.remove(actor, params.id);
    return { ok: true as const };
  });
  bindFileRoute(app, downloadCompanyDocument, ({ auth, params }) => documents.download(auth.companyId, params.id));
}
