/** One human-readable step of how a figure was computed, shown by the calculator and on payslips. */
export interface TraceStep {
  readonly label: string;
  readonly value: string;
  readonly detail?: string;
}

export function step(label: string, value: { toString(): string } | string, detail?: string): TraceStep {
  return detail === undefined ? { label, value: String(value) } : { label, value: String(value), detail };
}
