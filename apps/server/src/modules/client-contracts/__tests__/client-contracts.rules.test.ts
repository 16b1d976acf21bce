import { describe, expect, it } from 'vitest';
import { archivedAt, groupClientContractOptions, isChangeable, restored } from '../client-contracts.rules.ts';

const at = (iso: string) => new Date(iso);

describe('archive state', () => {
  it('archiving records since when; restoring clears it', () => {
    expect(archivedAt(at('2025-06-01T08:00:00Z'))).toEqual({ archived: true, archivedAt: at('2025-06-01T08:00:00Z') });
    expect(restored()).toEqual({ archived: false, archivedAt: null });
  });
  it('only an active contract can be changed', () => {
    expect(isChangeable({ archived: false, archivedAt: null })).toBe(true);
    expect(isChangeable({ archived: true, archivedAt: at('2025-06-01T08:00:00Z') })).toBe(false);
  });
});

describe('groupClientContractOptions (spec §4: Active vs Archived)', () => {
  const active = { archived: false, archivedAt: null };
  const closed = (iso: string) => ({ archived: true, archivedAt: at(iso) });

  it('splits contracts into active and archived, each by name (case and numbers natural)', () => {
    const grouped = groupClientContractOptions({
      contracts: [
        { id: 'c10', name: 'Site 10', ...active },
        { id: 'c2', name: 'site 2', ...active },
        { id: 'old', name: 'Alpha', ...closed('2025-01-02T00:00:00Z') },
      ],
      locations: [],
    });
    expect(grouped.active.map((option) => option.text)).toEqual(['site 2', 'Site 10']);
    expect(grouped.archived).toEqual([
      { id: 'old', text: 'Alpha', archived: true, archivedAt: at('2025-01-02T00:00:00Z').getTime(), locations: [] },
    ]);
  });

  it('lists active locations first; a location is archived when it or its contract is, since its own archiving, else its contract’s', () => {
    const grouped = groupClientContractOptions({
      contracts: [
        { id: 'live', name: 'Live', ...active },
        { id: 'gone', name: 'Gone', ...closed('2025-03-01T00:00:00Z') },
      ],
      locations: [
        { id: 'b', contractId: 'live', name: 'Bravo', ...closed('2025-02-01T00:00:00Z') },
        { id: 'a', contractId: 'live', name: 'alpha', ...active },
        { id: 'c', contractId: 'live', name: 'Charlie', ...active },
        { id: 'd', contractId: 'gone', name: 'Depot', ...active },
        { id: 'e', contractId: 'gone', name: 'Earlier', ...closed('2025-01-15T00:00:00Z') },
      ],
    });
    expect(grouped.active[0]!.locations.map((location) => [location.id, location.archived])).toEqual([
      ['a', false],
      ['c', false],
      ['b', true],
    ]);
    expect(grouped.archived[0]!.locations).toEqual([
      { id: 'd', text: 'Depot', archived: true, archivedAt: at('2025-03-01T00:00:00Z').getTime() },
      { id: 'e', text: 'Earlier', archived: true, archivedAt: at('2025-01-15T00:00:00Z').getTime() },
    ]);
  });
});
