import type { Language } from '@tenaga/contracts';
import type { Queryable } from '../../db/tenant.ts';
import * as repo from './audit.repository.ts';
import type { Reader } from './audit.rules.ts';

/** Who reads the trail, for its words: their language and region settings. */
export async function readerOf(db: Queryable, input: { companyId: string; userId: string; language: Language }): Promise<Reader> {
  const region = await repo.readerRegion(db, input.companyId, input.userId);
  return { companyId: input.companyId, language: input.language, region: region as Reader['region'] };
}
