/** The parts of OpenAPI 3.1 (JSON Schema 2020-12) that the Python generator reads. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  description?: string;
  format?: string;
  contentEncoding?: string;
  contentMediaType?: string;
  default?: unknown;
}

export interface MediaType {
  schema?: Schema;
}

export interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}

export interface Document {
  paths?: Record<string, Record<string, Operation | undefined>>;
  components?: { schemas?: Record<string, Schema>; parameters?: Record<string, Parameter> };
}

/** The schema a `$ref` points at (only local `#/components/schemas/…` references occur). */
export function resolve(document: Document, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  const target = document.components?.schemas?.[name];
  if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
  return resolve(document, target);
}
