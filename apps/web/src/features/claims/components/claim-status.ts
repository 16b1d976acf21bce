import type { ClaimStatus } from '@tenaga/contracts/modules/claims.contracts';

export const STATUS_COLOURS: Record<ClaimStatus, string> = {
  pending: 'gold',
  approved: 'green',
  paid: 'blue',
  rejected: 'red',
  cancelled: 'default',
};
