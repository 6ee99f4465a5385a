import type { JsonSchema } from './json-schema-arbitrary';

/** What the fuzzer needs of one operation in the API description. */
export interface Operation {
  /** "POST /api/auth/login" */
  key: string;
  method: string;
  /** The path template as documented: /api/profile/{id} */
  path: string;
  parameters: Parameter[];
  /** The JSON body schema, when the operation documents one. */
  body: { schema: JsonSchema; required: boolean } | undefined;
  /** Content types the operation documents for its body (empty when none). */
  contentTypes: string[];
  /** Documented as needing a session. */
  secured: boolean;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface RawOperation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Every operation of an OpenAPI 3 document, in document order. */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const content = raw.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (raw.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in as Parameter['in'],
          required: p.required === true || p.in === 'path',
          schema: p.schema ?? {},
        })),
        body: json ? { schema: json, required: raw.requestBody?.required === true } : undefined,
        contentTypes: Object.keys(content),
        secured: Array.isArray(raw.security) && raw.security.length > 0,
      });
    }
  }
  return operations;
}

/** A `$ref` resolver over the document's components. */
export function refResolver(doc: OpenApiDocument): (ref: string) => JsonSchema | undefined {
  return (ref) => {
    const match = /^#\/components\/schemas\/(.+)$/.exec(ref);
    return match ? doc.components?.schemas?.[decodeURIComponent(match[1] ?? '')] : undefined;
  };
}
