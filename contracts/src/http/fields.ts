import { z } from 'zod';

// Building blocks of the /api schemas. Requests keep the gateway's leniency: a field arrives as the raw text the
// owning service validates (numbers and booleans stringified, missing → ""), so the service stays the one judge
// of every business rule and its pt-BR message; these schemas refuse only what no service could read.

export const INVALID_VALUE = 'Valor inválido no corpo da requisição';
export const INVALID_JSON_OBJECT = 'Corpo da requisição deve ser um objeto JSON';

/**
 * The document shows a lenient field by the type clients should send (a field's own `.meta({ type })` wins);
 * the other accepted spellings are the gateway's courtesy, not part of the contract.
 */
export function documentedAs(type: string | string[]) {
  return ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
    delete jsonSchema.anyOf;
    jsonSchema.type ??= type;
  };
}

/** A submitted value as the text a service validates (numbers and booleans stringified, null/absent → ""). */
export const text = z
  .union([z.string(), z.number(), z.boolean(), z.null()], { error: INVALID_VALUE })
  .optional()
  .transform((value) => (value === undefined || value === null ? '' : String(value)))
  .meta({ override: documentedAs('string') });

/** A yes/no field: true/false or "true"/"false"; null or absent → undefined (the service default). */
export const flag = z
  .union([z.boolean(), z.enum(['true', 'false']), z.null()], { error: INVALID_VALUE })
  .optional()
  .transform((value) => (value === undefined || value === null ? undefined : value === true || value === 'true'))
  .meta({ override: documentedAs('boolean') });

/** A JSON/form body object; anything else (an array, a string) answers `error`. */
export const body = <Shape extends z.ZodRawShape>(shape: Shape, error = INVALID_JSON_OBJECT) =>
  z.object(shape, { error });

/** Documents which fields the owning service requires (the gateway forwards them as text either way). */
export function requires<T extends z.ZodType>(schema: T, required: string[]): T {
  return schema.meta({ override: { required } });
}

/** A whole number in a path segment; anything else means the resource does not exist (`notFound`). */
export const pathId = (notFound: string) =>
  z
    .string()
    .regex(/^\d+$/, notFound)
    .transform(Number)
    .refine((id) => Number.isSafeInteger(id) && id > 0, notFound)
    .meta({ override: { type: 'integer', minimum: 1, pattern: undefined } });

// Responses: strict objects, so a field the document does not list fails the contract tests.
export const money = (description = 'R$, two decimals') => z.number().meta({ description, examples: [49.9] });
export const dateTime = (description = 'ISO-8601 UTC') => z.iso.datetime({ offset: true }).meta({ description });
export const stringMap = (description: string) => z.record(z.string(), z.string()).meta({ description });

export const ErrorBody = z
  .strictObject({ detail: z.string().meta({ description: 'What went wrong, in pt-BR' }) })
  .meta({
    id: 'Error',
  });
export const Message = z.strictObject({ message: z.string().meta({ description: 'pt-BR text to show' }) }).meta({
  id: 'Message',
});
export type Message = z.infer<typeof Message>;
