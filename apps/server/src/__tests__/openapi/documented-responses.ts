import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPI3, OperationObject, ReferenceObject, ResponseObject } from 'openapi-typescript';

const DOCUMENT_ID = 'tenaga-api';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** JSON pointer segment, as a URI fragment carries it. */
const segment = (key: string) => encodeURIComponent(key.replace(/~/g, '~0').replace(/\//g, '~1'));

/**
 * Checks real answers against what the API document says of them, with a standard JSON Schema
 * 2020-12 validator (Ajv), references resolved within the document.
 */
export function documentedResponses(document: OpenAPI3) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });

  const operations = new Map<string, { pointer: string; operation: OperationObject }>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, OperationObject | undefined>)[method];
      if (operation?.operationId) operations.set(operation.operationId, { pointer: `#/paths/${segment(path)}/${method}`, operation });
    }
  }

  /** Where the document describes this status of this operation (its own entry, or `default`), as a pointer to the response object. */
  function responsePointer(operationId: string, status: number): string {
    const found = operations.get(operationId);
    if (!found) throw new Error(`no operation ${operationId} in the document`);
    const key = String(status) in (found.operation.responses ?? {}) ? String(status) : 'default';
    const response = found.operation.responses?.[key] as ResponseObject | ReferenceObject | undefined;
    if (!response) throw new Error(`${operationId} documents no ${status} and no default`);
    return '$ref' in response ? response.$ref : `${found.pointer}/responses/${key}`;
  }

  function responseObject(pointer: string): ResponseObject {
    let node: unknown = document;
    for (const part of pointer.slice(2).split('/'))
      node = (node as Record<string, unknown>)[decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~')];
    return node as ResponseObject;
  }

  return {
    /** The errors when the body does not match the documented schema of this status and media type; [] when it does. */
    mismatches(input: { operationId: string; status: number; contentType: string | null; body: unknown }): string[] {
      const pointer = responsePointer(input.operationId, input.status);
      const mediaType = (input.contentType ?? '').split(';')[0]!.trim();
      if (!(mediaType in (responseObject(pointer).content ?? {})))
        return [`${input.operationId} ${input.status}: media type ${mediaType} is not documented`];
      const validate = ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}/content/${segment(mediaType)}/schema` });
      return validate(input.body)
        ? []
        : (validate.errors ?? []).map((error) => `${input.operationId} ${input.status}: ${error.instancePath} ${error.message}`);
    },
  };
}
