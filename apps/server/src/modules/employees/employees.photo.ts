import { validatePhoto } from '@tenaga/domain';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { FileBody } from '../../plugins/route-binding.ts';
import type { CallerAccess } from './employees.caller-access.ts';
import * as repo from './employees.repository.ts';
import { imageTypeOf } from './employees.rules.ts';

/** An employee's photo: an image of the types and size the profile takes, kept with the record. */
export function createEmployeePhoto(deps: { tenant: TenantRunner; clock: Clock; caller: CallerAccess }) {
  const { tenant, clock, caller } = deps;
  return {
    async photo(auth: RequestAuth, employeeId: string): Promise<FileBody> {
      const row = await tenant(auth.companyId, async (tx) => {
        await caller.reachable(tx, auth, { employeeId, level: 'view' });
        return (await caller.levelOf(auth, { employeeId, part: 'photo' })) === 'none'
          ? undefined
          : repo.findPhoto(tx, auth.companyId, employeeId);
      });
      if (!row) throw notFound();
      return { name: `photo-${employeeId}`, contentType: row.contentType, content: row.content };
    },

    async savePhoto(auth: RequestAuth, actor: Actor, input: { employeeId: string; contentType: string; data: string }) {
      const { employeeId } = input;
      const content = Buffer.from(input.data, 'base64');
      const checked = validatePhoto({ mimeType: input.contentType, sizeBytes: content.length });
      const contentType = imageTypeOf(content);
      if (!checked.ok || !contentType)
        throw new AppError('VALIDATION_FAILED', {
          fieldErrors: { photo: checked.ok || checked.error === 'NOT_IMAGE' ? 'validation:photoType' : 'validation:photoSize' },
        });
      await tenant(auth.companyId, async (tx) => {
        await caller.reachable(tx, auth, { employeeId, level: 'edit' });
        await caller.assertPartEditable(auth, { employeeId, part: 'photo' });
        await repo.savePhoto(tx, { companyId: auth.companyId, employeeId, contentType, content, updatedAt: clock.now() });
        await writeAudit(tx, actor, {
          entity: 'employee',
          entityId: employeeId,
          action: 'set-photo',
          after: { contentType, bytes: content.length },
        });
      });
    },

    async removePhoto(auth: RequestAuth, actor: Actor, employeeId: string) {
      await tenant(auth.companyId, async (tx) => {
        await caller.reachable(tx, auth, { employeeId, level: 'edit' });
        await caller.assertPartEditable(auth, { employeeId, part: 'photo' });
        await repo.deletePhoto(tx, auth.companyId, employeeId);
        await writeAudit(tx, actor, { entity: 'employee', entityId: employeeId, action: 'remove-photo' });
      });
    },
  };
}
