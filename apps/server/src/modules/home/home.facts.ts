import type { CompanyFactsSchema } from '@tenaga/contracts';
import type { z } from 'zod';
import type { Transaction } from '../../db/tenant.ts';

export type CompanyFacts = z.infer<typeof CompanyFactsSchema>;

/**
 * A module's share of the dashboard's company facts, read in the dashboard's one transaction: the
 * module that owns the records counts them (users their active accounts, employees the workforce).
 */
export interface HomeFact {
  read(tx: Transaction, input: { readonly companyId: string; readonly now: Date }): Promise<Partial<CompanyFacts>>;
}
