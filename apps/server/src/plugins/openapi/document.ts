import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { RouteContract } from '@tenaga/contracts';
import { ERROR_RESPONSES, errorResponsesOf } from './error-responses.ts';
import { fileResponse, operationFields, tagsOf } from './operation.ts';
import { EXPORTED_CONTRACTS } from './operation-names.ts';
import { nameExportedSchemas } from './schema-names.ts';

type Json = Record<string, unknown>;
type Document = Json & { paths?: Record<string, Record<string, Json>>; components?: Json & { schemas?: Record<string, unknown> } };

const zodToJsonSchema = createJsonSchemaTransform({ skipList: [] });

/**
 * The two steps of @fastify/swagger that make the API document from the contracts: each route's
 * operation (its schemas through zod, the rest from its contract), then the whole document
 * (components, error answers, and a check that every reference resolves). Routes without a
 * contract (health, the docs themselves, the web app) are left out.
 */
export function createOpenApiTransforms(): { transform: SwaggerTransform; transformObject: SwaggerTransformObject } {
  nameExportedSchemas(EXPORTED_CONTRACTS);
  const contractsByOperation = new Map<string, RouteContract>();

  const transform: SwaggerTransform = (input) => {
    const contract = input.route.config?.contract;
    if (!contract) return { schema: { hide: true }, url: input.url };
    const schema = zodToJsonSchema(input).schema as Json & { response?: Json };
    const fields = operationFields(contract);
    contractsByOperation.set(fields.operationId, contract);
    const response =
      contract.produces === 'file'
        ? fileResponse(contract)
        : {
            200: {
              ...(schema.response?.['200'] as Json),
              'x-response-description': contract.created ? 'Made already (a repeat).' : 'Success.',
            },
            ...(contract.created ? { 201: { ...(schema.response?.['201'] as Json), 'x-response-description': 'Created.' } } : {}),
            ...(contract.accepted
              ? { 202: { ...(schema.response?.['202'] as Json), 'x-response-description': 'Accepted: the work runs in the background.' } }
              : {}),
          };
    return { url: input.url, schema: { ...schema, ...fields, response } };
  };

  const transformObject: SwaggerTransformObject = (input) => {
    const document = jsonSchemaTransformObject(input) as Document;
    for (const operations of Object.values(document.paths ?? {})) {
      for (const operation of Object.values(operations)) {
        const contract = contractsByOperation.get(operation.operationId as string);
        if (contract) operation.responses = { ...(operation.responses as Json), ...errorResponsesOf(contract) };
      }
    }
    document.tags = tagsOf(contractsByOperation.values());
    document.components = { ...document.components, responses: ERROR_RESPONSES };
    dropAnyOfAnything(document);
    dropUnusedSchemas(document);
    assertReferencesResolve(document);
    return document;
  };

  return { transform, transformObject };
}

function referencesIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencesIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child);
      else referencesIn(child, found);
    }
  }
  return found;
}

/** `z.unknown().nullable()` comes out as "anything or null": that is anything, said without a union linters flag. */
function dropAnyOfAnything(value: unknown): void {
  if (Array.isArray(value)) for (const item of value) dropAnyOfAnything(item);
  else if (value && typeof value === 'object') {
    const schema = value as Json;
    if (Array.isArray(schema.anyOf) && schema.anyOf.some((member) => member && typeof member === 'object' && !Object.keys(member).length))
      delete schema.anyOf;
    for (const child of Object.values(schema)) dropAnyOfAnything(child);
  }
}

const SCHEMA_PREFIX = '#/components/schemas/';

/** Named schemas come in input and output variants; a variant no operation uses stays out of the document. */
function dropUnusedSchemas(document: Document): void {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const pending = [...referencesIn({ paths: document.paths, responses: document.components?.responses })];
  while (pending.length) {
    const reference = pending.pop()!;
    if (!reference.startsWith(SCHEMA_PREFIX)) continue;
    const name = reference.slice(SCHEMA_PREFIX.length);
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...referencesIn(schemas[name]));
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

/** A schema that refers to itself without a name cannot become a component: say which, instead of serving a broken document. */
function assertReferencesResolve(document: Document): void {
  for (const reference of referencesIn(document)) {
    const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(reference) ?? [];
    const components = section ? (document.components?.[section] as Json | undefined) : undefined;
    if (!components || !name || !(name in components)) {
      throw new Error(
        `The API document refers to ${reference}, which it does not hold: a recursive zod schema needs a name (.meta({ id: 'Name' })) to be a component`,
      );
    }
  }
}
