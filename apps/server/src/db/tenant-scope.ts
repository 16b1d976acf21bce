import { AsyncLocalStorage } from 'node:async_hooks';

export type AfterCommit = () => void;

/** The tenant transaction the caller runs in; `open` turns false when it ends (work it started may outlive it). */
export interface TenantTransactionScope {
  readonly effects: AfterCommit[];
  open: boolean;
}

export const tenantTransaction = new AsyncLocalStorage<TenantTransactionScope>();

/** Whether the caller runs inside a tenant transaction that is still open. */
export function insideOpenTenantTransaction(): boolean {
  return tenantTransaction.getStore()?.open === true;
}
