import type { ClientContractOption, ClientContractOptions } from '@tenaga/contracts';

interface ArchiveState {
  readonly archived: boolean;
  readonly archivedAt: Date | null;
}

/** An archived contract is read-only until it is restored: its details and its locations. */
export const isChangeable = (contract: ArchiveState) => !contract.archived;

/** What archiving and restoring write: the flag, and since when (shown as 'Archived on {date}'). */
export const archivedAt = (now: Date): ArchiveState => ({ archived: true, archivedAt: now });
export const restored = (): ArchiveState => ({ archived: false, archivedAt: null });

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

interface ClientContractFact extends ArchiveState {
  readonly id: string;
  readonly name: string;
}
interface LocationFact extends ClientContractFact {
  readonly contractId: string;
}

/**
 * Dropdown options grouped Active vs Archived (spec §4), each group by name. A location counts as
 * archived when it or its contract is; a contract lists its active locations first.
 */
export function groupClientContractOptions(input: {
  contracts: readonly ClientContractFact[];
  locations: readonly LocationFact[];
}): ClientContractOptions {
  const locationsOf = new Map<string, LocationFact[]>();
  for (const location of input.locations) locationsOf.set(location.contractId, [...(locationsOf.get(location.contractId) ?? []), location]);
  const toOption = (contract: ClientContractFact): ClientContractOption => ({
    id: contract.id,
    text: contract.name,
    archived: contract.archived,
    archivedAt: contract.archivedAt?.getTime() ?? null,
    locations: (locationsOf.get(contract.id) ?? [])
      .map((location) => {
        const archived = contract.archived || location.archived;
        const since = location.archived ? location.archivedAt : contract.archivedAt;
        return { id: location.id, text: location.name, archived, archivedAt: archived ? (since?.getTime() ?? null) : null };
      })
      .sort((a, b) => Number(a.archived) - Number(b.archived) || byName.compare(a.text, b.text)),
  });
  const sorted = [...input.contracts].sort((a, b) => byName.compare(a.name, b.name));
  return {
    active: sorted.filter((contract) => !contract.archived).map(toOption),
    archived: sorted.filter((contract) => contract.archived).map(toOption),
  };
}
