import type { CompanyFactsSchema } from '@tenaga/contracts';
import type { z } from 'zod';
import type { Transaction } from '../../db/tenant.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ResolvedAccess } from '../access/index.ts';

export type CompanyFacts = z.infer<typeof CompanyFactsSchema>;

/** Who asks: every figure is counted as far as their role reaches, or left out (null). */
export interface HomeFactCaller {
  readonly auth: RequestAuth;
  readonly access: Pick<ResolvedAccess, 'menuGrants' | 'dataScope'>;
}

/**
 * A module's share of the dashboard's company facts, read in the dashboard's one transaction: the
 * module that owns the records counts them (users their active accounts, employees the workforce),
 * within the caller's reach, as its own list would show them to the caller.
 */
export interface HomeFact {
  read(
    tx: Transaction,
    input: { readonly companyId: string; readonly now: Date; readonly caller: HomeFactCaller },
  ): Promise<Partial<CompanyFacts>>;
}
