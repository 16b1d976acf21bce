/** Edit distance (insertions, deletions, substitutions, and a swap of two neighbours counts as one). */
export function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous: number[] = [];
  for (let j = 0; j <= b.length; j += 1) previous.push(j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      let best = smallest(previous[j]! + 1, current[j - 1]! + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = smallest(best, before[j - 2]! + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

function smallest(...values: number[]): number {
  let result = values[0]!;
  for (const value of values) if (value < result) result = value;
  return result;
}

/**
 * The known name closest to `name`, if it is close enough to be a typo: at most one edit for short
 * names, up to a third of the name's length for longer ones. The first of equally close names wins.
 */
export function suggest(name: string, known: Iterable<string>): string | undefined {
  const allowed = name.length <= 4 ? 1 : name.length <= 6 ? 2 : (name.length - (name.length % 3)) / 3;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  const lower = name.toLowerCase();
  for (const candidate of known) {
    // Long names differ by more than the allowance in length alone: not worth measuring.
    const gap = candidate.length - name.length;
    if (gap > allowed || -gap > allowed) continue;
    const distance = candidate.toLowerCase() === lower ? 0 : editDistance(name, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
