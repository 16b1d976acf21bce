import { eq } from 'drizzle-orm';
import { validateLogo } from '@tenaga/domain';
import { companies } from '../../db/schema/index.ts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileBody } from '../../plugins/route-binding.ts';
import type { ModuleServices } from '../../platform/module.ts';
import * as repo from './companies.repository.ts';

const LOGO_ERRORS = {
  NOT_RASTER_IMAGE: 'validation:logoType',
  TOO_LARGE: 'validation:logoSize',
  BAD_DIMENSIONS: 'validation:logoPixels',
} as const;

/**
 * The company's logo, kept by the files module for as long as it is the logo. Its type is read
 * from its bytes (PNG or JPEG only), so nothing else can be served back as the company's image.
 */
export function createCompanyLogo(deps: {
  tenant: TenantRunner;
  clock: Clock;
  files: Pick<ModuleServices['files'], 'keep' | 'read' | 'remove'>;
}) {
  const { tenant, clock, files } = deps;

  /** The company row, locked until the transaction ends: two logo changes at once take turns, so no replaced file is left behind. */
  const lockCompany = async (tx: Transaction, companyId: string) => {
    const [company] = await tx.select({ logo: companies.logo }).from(companies).where(eq(companies.id, companyId)).for('update');
    return company;
  };

  const setLogo = async (tx: Transaction, companyId: string, logo: string | null) => {
    await tx.update(companies).set({ logo, updatedAt: clock.now() }).where(eq(companies.id, companyId));
  };

  return {
    async get(companyId: string): Promise<FileBody> {
      const file = await tenant(companyId, async (tx) => {
        const company = await repo.findCompany(tx, companyId);
        return company?.logo ? files.read(tx, { companyId, fileId: company.logo }) : undefined;
      });
      if (!file) throw notFound();
      return { name: file.name, contentType: file.contentType, content: file.content };
    },

    async save(actor: Actor, input: { uploadedBy: string; data: string }): Promise<{ companyLogo: string }> {
      const content = Buffer.from(input.data, 'base64');
      const checked = validateLogo(content);
      if (!checked.ok)
        throw new AppError('VALIDATION_FAILED', {
          fieldErrors: { data: LOGO_ERRORS[checked.error] },
          values: { min: 32, max: 4000 },
        });
      const { contentType, width, height } = checked.image;
      return tenant(actor.companyId, async (tx) => {
        const company = await lockCompany(tx, actor.companyId);
        if (!company) throw notFound();
        const extension = contentType === 'image/png' ? 'png' : 'jpg';
        const fileId = await files.keep(tx, {
          companyId: actor.companyId,
          createdBy: input.uploadedBy,
          name: `logo.${extension}`,
          contentType,
          content,
        });
        await setLogo(tx, actor.companyId, fileId);
        if (company.logo) await files.remove(tx, { companyId: actor.companyId, fileId: company.logo });
        await writeAudit(tx, actor, {
          entity: 'company',
          entityId: actor.companyId,
          action: 'set-logo',
          before: company.logo ? { logo: company.logo } : undefined,
          after: { logo: fileId, contentType, bytes: content.length, width, height },
        });
        return { companyLogo: fileId };
      });
    },

    async remove(actor: Actor): Promise<void> {
      await tenant(actor.companyId, async (tx) => {
        const company = await lockCompany(tx, actor.companyId);
        if (!company) throw notFound();
        if (!company.logo) return;
        await setLogo(tx, actor.companyId, null);
        await files.remove(tx, { companyId: actor.companyId, fileId: company.logo });
        await writeAudit(tx, actor, {
          entity: 'company',
          entityId: actor.companyId,
          action: 'remove-logo',
          before: { logo: company.logo },
        });
      });
    },
  };
}

export type CompanyLogo = ReturnType<typeof createCompanyLogo>;
