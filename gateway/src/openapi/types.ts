// The parts of an OpenAPI 3.1 document the docs page reads (the document itself is generated: document.ts).

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** JSON Schema 2020-12, as far as the page renders it; `$ref` points into components.schemas. */
export interface Schema {
  $ref?: string;
  type?: JsonType | JsonType[];
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  contentMediaType?: string;
  contentEncoding?: string;
}

export type SecurityRequirement = Record<string, string[]>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema: Schema;
}

export interface MediaType {
  schema: Schema;
  example?: unknown;
  encoding?: Record<string, { contentType: string }>;
}

export interface RequestBody {
  required?: boolean;
  content: Record<string, MediaType>;
}

export interface Response {
  description: string;
  content?: Record<string, MediaType>;
}

export interface Operation {
  tags?: string[];
  operationId?: string;
  summary?: string;
  description?: string;
  security?: SecurityRequirement[];
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses: Record<string, Response | { $ref: string }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Partial<Record<'get' | 'put' | 'post' | 'delete' | 'patch', Operation>>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Response> };
}
