/**
 * The OpenAPI component name of a schema, from the name it has in the code: an export
 * (`loginRequest` -> `LoginRequest`) or a service id (`abstractive_summarization` ->
 * `AbstractiveSummarization`), so a name in the document finds its zod schema with one grep.
 */
export function componentName(name: string): string {
  return name.replace(/(?:^|_)(\w)/g, (_match, letter: string) => letter.toUpperCase());
}
