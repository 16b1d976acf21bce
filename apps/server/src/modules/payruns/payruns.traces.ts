import { createHash } from 'node:crypto';

/**
 * How a line's trace is stored: its own part (the proration, the pay item, the base and rate) on the
 * line, and the statutory engine's steps (its `engine`, most of its size) each once per run, named
 * by a hash of their JSON; the line keeps the hashes in order. Joining them gives the trace back.
 */
export interface SplitTrace {
  readonly own: unknown;
  /** The engine's steps in order, each as JSON; null when the trace has no engine part. */
  readonly engineSteps: readonly string[] | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function splitTrace(trace: unknown): SplitTrace {
  if (!isRecord(trace) || !Array.isArray(trace.engine)) return { own: trace ?? null, engineSteps: null };
  const { engine, ...own } = trace;
  return { own, engineSteps: (engine as unknown[]).map((step) => JSON.stringify(step)) };
}

/** The trace as it was computed: the line's own part with its engine steps put back (a step not found is null). */
export function joinTrace(own: unknown, engineSteps: readonly string[] | null, steps: ReadonlyMap<string, unknown>): unknown {
  if (engineSteps === null) return own;
  return { ...(own as object), engine: engineSteps.map((hash) => steps.get(hash) ?? null) };
}

/**
 * 96 bits of a step's SHA-256: a key, not a signature (a run has tens of thousands of distinct
 * steps; two of them sharing a key is beyond any likelihood), short because every line lists its own.
 */
export const stepHash = (json: string) => createHash('sha256').update(json).digest('base64url').slice(0, 16);

/**
 * The steps a job has already named (step JSON → hash): each distinct step is hashed and sent to the
 * database once however many lines have it. A step new to the job is written by the batch that meets it first.
 */
export class StepNames {
  readonly #hashes = new Map<string, string>();

  /** The hashes of these steps; the ones this job has not met before go to `fresh` (hash → JSON). */
  name(stepsJson: readonly string[], fresh: Map<string, string>): string[] {
    return stepsJson.map((json) => {
      let hash = this.#hashes.get(json);
      if (hash === undefined) {
        hash = stepHash(json);
        this.#hashes.set(json, hash);
        fresh.set(hash, json);
      }
      return hash;
    });
  }
}
