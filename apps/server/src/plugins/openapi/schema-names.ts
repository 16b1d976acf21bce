import { z } from 'zod';
import * as contracts from '@tenaga/contracts';
import type { RouteContract } from '@tenaga/contracts';

const SUFFIX = 'Schema';
let named = false;

/**
 * Names every schema the contracts package exports (`EmployeeRowSchema` → `EmployeeRow`) in zod's
 * registry, so that the API document holds each once as a component and every use refers to it:
 * a generated client gets the same names as the code. Schemas given a name of their own
 * (`.meta({ id })`) keep it. A route's parameters and query stay inline: a document lists them one
 * by one and cannot take them from a reference.
 */
export function nameExportedSchemas(routes: readonly RouteContract[]): void {
  if (named) return;
  named = true;
  const parameters = new Set<unknown>(routes.flatMap((route) => [route.params, route.query]));
  const exports = Object.entries(contracts).sort(([a], [b]) => a.localeCompare(b));
  for (const [name, value] of exports) {
    if (!(value instanceof z.ZodType) || !name.endsWith(SUFFIX) || parameters.has(value)) continue;
    const id = name.slice(0, -SUFFIX.length);
    const meta = z.globalRegistry.get(value);
    // The provider names a schema's input variant `<id>Input`: an id of that form could clash with one.
    if (meta?.id || z.globalRegistry._idmap.has(id) || id.endsWith('Input')) continue;
    z.globalRegistry.add(value, { ...meta, id });
  }
}
