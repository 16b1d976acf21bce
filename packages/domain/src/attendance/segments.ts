/** Half-open stretches of time [start, end) in epoch minutes, sorted and not overlapping. */
export interface Segment {
  readonly start: number;
  readonly end: number;
}

export const lengthOf = (segments: readonly Segment[]): number => segments.reduce((sum, segment) => sum + segment.end - segment.start, 0);

/** The parts of the segments inside [from, to). */
export function clip(segments: readonly Segment[], from: number, to: number): Segment[] {
  const result: Segment[] = [];
  for (const segment of segments) {
    const start = Math.max(segment.start, from);
    const end = Math.min(segment.end, to);
    if (end > start) result.push({ start, end });
  }
  return result;
}

/** The segments less the holes (both sorted). */
export function subtract(segments: readonly Segment[], holes: readonly Segment[]): Segment[] {
  if (holes.length === 0) return [...segments];
  const result: Segment[] = [];
  for (const segment of segments) {
    let start = segment.start;
    for (const hole of holes) {
      if (hole.end <= start || hole.start >= segment.end) continue;
      if (hole.start > start) result.push({ start, end: hole.start });
      start = Math.max(start, hole.end);
    }
    if (segment.end > start) result.push({ start, end: segment.end });
  }
  return result;
}

/** The last `minutes` minutes of the segments, in time order. */
export function lastMinutes(segments: readonly Segment[], minutes: number): Segment[] {
  const result: Segment[] = [];
  let left = minutes;
  for (let index = segments.length - 1; index >= 0 && left > 0; index -= 1) {
    const segment = segments[index]!;
    const take = Math.min(left, segment.end - segment.start);
    result.unshift({ start: segment.end - take, end: segment.end });
    left -= take;
  }
  return result;
}

/** The first `minutes` minutes of the segments. */
export function firstMinutes(segments: readonly Segment[], minutes: number): Segment[] {
  const result: Segment[] = [];
  let left = minutes;
  for (const segment of segments) {
    if (left <= 0) break;
    const take = Math.min(left, segment.end - segment.start);
    result.push({ start: segment.start, end: segment.start + take });
    left -= take;
  }
  return result;
}

/** Sorted union of both lists. */
export function merge(a: readonly Segment[], b: readonly Segment[]): Segment[] {
  const all = [...a, ...b].sort((x, y) => x.start - y.start);
  const result: Segment[] = [];
  for (const segment of all) {
    const previous = result[result.length - 1];
    if (previous && segment.start <= previous.end)
      result[result.length - 1] = { start: previous.start, end: Math.max(previous.end, segment.end) };
    else result.push(segment);
  }
  return result;
}
