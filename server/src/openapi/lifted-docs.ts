type Json = Record<string, unknown>;
type Media = { schema?: Json; example?: unknown };
type Answer = { description?: string; content?: Record<string, Media> };
type Operation = { requestBody?: { content?: Record<string, Media> }; responses?: Record<string, Answer> };

const prefix = '#/components/schemas/';
/** What @fastify/swagger writes when a route's answer schema has no description of its own. */
const placeholder = 'Default Response';

/** The component a media object's schema is, when it is a bare `$ref` to one. */
function componentOf(media: Media, schemas: Record<string, Json>): Json | undefined {
  const ref = media.schema?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith(prefix) || Object.keys(media.schema ?? {}).length !== 1)
    return;
  return schemas[ref.slice(prefix.length)];
}

function withExample(media: Media, schemas: Record<string, Json>): Media {
  const examples = componentOf(media, schemas)?.examples;
  if (media.example !== undefined || !Array.isArray(examples) || examples.length !== 1) return media;
  return { ...media, example: examples[0] };
}

/**
 * @fastify/swagger lifts an inline schema's single example into its media object's `example` and an
 * answer schema's description into the answer's `description`; a schema that is a `$ref` to a named
 * component (components.ts) keeps both inside the component, where Swagger UI's "Example Value" and
 * the answer's line do not look. This lifts them from the component as swagger does from an inline
 * schema, so /docs reads as before the schemas were named.
 */
export function liftComponentDocs(operation: Operation, schemas: Record<string, Json>): Operation {
  const contents = (content: Record<string, Media>) =>
    Object.fromEntries(Object.entries(content).map(([type, media]) => [type, withExample(media, schemas)]));
  const responses = Object.fromEntries(
    Object.entries(operation.responses ?? {}).map(([status, answer]) => {
      const media = Object.values(answer.content ?? {})[0];
      const description = media && componentOf(media, schemas)?.description;
      return [
        status,
        {
          ...answer,
          ...(answer.description === placeholder && typeof description === 'string' ? { description } : {}),
          ...(answer.content ? { content: contents(answer.content) } : {}),
        },
      ];
    }),
  );
  const body = operation.requestBody;
  return {
    ...operation,
    ...(body?.content ? { requestBody: { ...body, content: contents(body.content) } } : {}),
    ...(operation.responses ? { responses } : {}),
  };
}
