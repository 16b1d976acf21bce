/** One human-readable step of how a figure was computed, shown by the calculator and on payslips. */
export interface TraceStep {
  readonly label: string;
  readonly value: string;
  readonly detail?: string;
}

/**
 * Whether rules build their trace. It is off only inside `untraced`, which the payslip composition
 * uses to get a scheme's figures quickly and rebuilds the trace (by the same pure computation) only
 * when a line's trace is read. Rules never read it for a figure: only the trace text depends on it.
 */
let tracing = true;

export function isTracing(): boolean {
  return tracing;
}

/** Runs `compute` with the trace text switched off (steps are placeholders, display helpers return ''). */
export function untraced<T>(compute: () => T): T {
  if (!tracing) return compute();
  tracing = false;
  try {
    return compute();
  } finally {
    tracing = true;
  }
}

/** untraced(() => engine(args)), without a closure per call. */
export function untracedCall<A, T>(engine: (args: A) => T, args: A): T {
  if (!tracing) return engine(args);
  tracing = false;
  try {
    return engine(args);
  } finally {
    tracing = true;
  }
}

const SKIPPED: TraceStep = Object.freeze({ label: '', value: '' });

export function step(label: string, value: { toString(): string } | string, detail?: string): TraceStep {
  if (!tracing) return SKIPPED;
  return detail === undefined ? { label, value: String(value) } : { label, value: String(value), detail };
}
