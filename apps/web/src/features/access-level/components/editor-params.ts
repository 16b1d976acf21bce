/** Where a new role or template starts from. */
export type GrantsSource =
  { readonly kind: 'blank' } | { readonly kind: 'template'; readonly id: string } | { readonly kind: 'role'; readonly id: string };

/** What the editor drawer shows: an existing record, or a new one from a source. */
export type EditorTarget = { readonly kind: 'existing'; readonly id: string } | { readonly kind: 'new'; readonly source: GrantsSource };

/**
 * The editor is deep-linkable through the page's search params: `?role=<id>`, or
 * `?role=new&from=template:employee` (also `from=role:<id>`, `from=blank`).
 */
export function readEditorTarget(params: URLSearchParams, param: 'role' | 'template'): EditorTarget | null {
  const value = params.get(param);
  if (!value) return null;
  if (value !== 'new') return { kind: 'existing', id: value };
  const from = params.get('from') ?? 'blank';
  const [kind, id] = from.split(':', 2) as [string, string | undefined];
  if ((kind === 'template' || kind === 'role') && id) return { kind: 'new', source: { kind, id } };
  return { kind: 'new', source: { kind: 'blank' } };
}

export function editorParams(param: 'role' | 'template', target: EditorTarget): Record<string, string> {
  if (target.kind === 'existing') return { [param]: target.id };
  return { [param]: 'new', from: target.source.kind === 'blank' ? 'blank' : `${target.source.kind}:${target.source.id}` };
}
