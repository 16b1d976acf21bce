/**
 * One human-readable step of how a figure was computed, shown by the calculator and on payslips.
 * `label` and `detail` are English (for logs and tests); `code` names the step's fixed template
 * (TraceTemplate) and `values` fill its {{placeholders}}, so that a user interface can show the
 * step in its own language from the same code and values (the `payroll` i18n namespace, keys
 * `trace.<code>.label` and `trace.<code>.detail`).
 */
export interface TraceStep {
  readonly code: string;
  readonly label: string;
  readonly value: string;
  readonly detail?: string;
  readonly values?: Readonly<Record<string, string>>;
}

/** A step's fixed English text: label and optional detail with {{placeholders}}, under a stable code. */
export interface TraceTemplate {
  readonly code: string;
  readonly label: string;
  readonly detail?: string;
}

/**
 * A country's (or part's) templates by key: `templates('sg', { 'cpf.total': ['Total contribution',
 * '{{exact}}, to the nearest dollar'] })` gives `{ 'cpf.total': { code: 'sg.cpf.total', … } }`.
 */
export function templates<K extends string>(
  prefix: string,
  table: Readonly<Record<K, readonly [label: string, detail?: string]>>,
): Readonly<Record<K, TraceTemplate>> {
  const out = {} as Record<K, TraceTemplate>;
  for (const key of Object.keys(table) as K[]) {
    const [label, detail] = table[key];
    const template = Object.freeze(
      detail === undefined ? { code: `${prefix}.${key}`, label } : { code: `${prefix}.${key}`, label, detail },
    );
    if (REGISTRY.has(template.code)) throw new Error(`trace template ${template.code} is defined twice`);
    REGISTRY.set(template.code, template);
    out[key] = template;
  }
  return Object.freeze(out);
}

/** Every template defined by the modules loaded, by code (the package's index loads them all). */
const REGISTRY = new Map<string, TraceTemplate>();

/** The English templates of every trace step, sorted by code: the source of the `payroll:trace.*` texts. */
export function traceTemplates(): TraceTemplate[] {
  return [...REGISTRY.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Fills {{name}} from values; a missing value is left visible as {{name}} (a test checks none is). */
export function interpolate(text: string, values: Readonly<Record<string, string>> | undefined): string {
  if (values === undefined || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
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

const SKIPPED: TraceStep = Object.freeze({ code: '', label: '', value: '' });

/**
 * A step from its template: the English label and detail are the template filled with `values`
 * (which are also kept on the step for translation). Off while the trace is off.
 */
export function step(
  template: TraceTemplate,
  value: { toString(): string } | string,
  values?: Readonly<Record<string, string>>,
): TraceStep {
  if (!tracing) return SKIPPED;
  const label = interpolate(template.label, values);
  const text = String(value);
  if (template.detail === undefined)
    return values === undefined ? { code: template.code, label, value: text } : { code: template.code, label, value: text, values };
  const detail = interpolate(template.detail, values);
  return values === undefined
    ? { code: template.code, label, value: text, detail }
    : { code: template.code, label, value: text, detail, values };
}
