import { isIdentifier, pascalCase, pythonLiteral, wrap } from './python-names';
import { type Document, resolve, type Schema } from './schema';

/** A field the client adds to an answer itself (the file in `response`, as bytes). */
export interface ExtraField {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/**
 * JSON Schema -> Python type expressions. Objects with properties become TypedDicts, collected
 * in `definitions` (a nested one before the one that uses it); the same schema met twice is one
 * TypedDict, and a name taken by another schema gets a number.
 */
export class PythonTypes {
  readonly definitions: { name: string; source: string }[] = [];
  private readonly bySchema = new Map<string, string>();
  private readonly taken = new Set<string>();

  constructor(private readonly document: Document) {}

  /** The Python type of a schema; `hint` names a TypedDict it may need. */
  type(given: Schema, hint: string): string {
    const schema = resolve(this.document, given);
    if (schema.enum) return `Literal[${schema.enum.map(pythonLiteral).join(', ')}]`;
    if (schema.const !== undefined) return `Literal[${pythonLiteral(schema.const)}]`;
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) return union(alternatives.map((s) => this.type(s, hint)));
    if (schema.allOf?.length === 1 && schema.allOf[0]) return this.type(schema.allOf[0], hint);
    if (Array.isArray(schema.type))
      return union(schema.type.map((t) => this.type({ ...schema, type: t }, hint)));
    switch (schema.type) {
      case 'string':
        return schema.format === 'binary' ? 'bytes' : 'str';
      case 'integer':
        return 'int';
      case 'number':
        return 'float';
      case 'boolean':
        return 'bool';
      case 'null':
        return 'None';
      case 'array':
        return `list[${schema.items ? this.type(schema.items, `${hint}Item`) : 'Any'}]`;
      case 'object':
      case undefined:
        return this.objectType(schema, hint);
      default:
        return 'Any';
    }
  }

  /**
   * A TypedDict for an object schema with properties (and any fields the client adds). `shared`:
   * a schema met before reuses its TypedDict (nested objects); a method's answer has its own name.
   */
  typedDict(given: Schema, name: string, extra: ExtraField[] = [], shared = true): string {
    const schema = resolve(this.document, given);
    const key = JSON.stringify([schema, extra]);
    const known = shared ? this.bySchema.get(key) : undefined;
    if (known) return known;
    let unique = name;
    for (let n = 2; this.taken.has(unique); n++) unique = `${name}${n}`;
    this.taken.add(unique);
    this.bySchema.set(key, unique);
    const required = new Set(schema.required ?? []);
    const fields = [
      ...Object.entries(schema.properties ?? {}).map(([field, property]) => ({
        name: field,
        type: this.type(property, unique + pascalCase(field)),
        required: required.has(field),
        description: resolve(this.document, property).description ?? '',
      })),
      ...extra,
    ];
    this.definitions.push({
      name: unique,
      source: typedDictSource(unique, schema.description ?? '', fields),
    });
    return unique;
  }

  private objectType(schema: Schema, hint: string): string {
    if (schema.properties && Object.keys(schema.properties).length > 0) return this.typedDict(schema, hint);
    if (schema.type === undefined && !schema.additionalProperties) return 'Any';
    const values = schema.additionalProperties;
    return `dict[str, ${typeof values === 'object' && Object.keys(values).length > 0 ? this.type(values, `${hint}Value`) : 'Any'}]`;
  }
}

function union(types: string[]): string {
  const parts = [...new Set(types.flatMap((t) => t.split(' | ')))];
  if (parts.includes('Any')) return 'Any';
  // None last: `str | None` reads as an optional str.
  return [...parts.filter((p) => p !== 'None'), ...parts.filter((p) => p === 'None')].join(' | ');
}

function typedDictSource(name: string, description: string, fields: ExtraField[]): string {
  const annotation = (f: ExtraField) => (f.required ? f.type : `NotRequired[${f.type}]`);
  const doc = description ? [`    """${description.replaceAll('"""', "'''")}"""`, ''] : [];
  if (fields.length === 0) return [`class ${name}(TypedDict):`, ...doc, '    pass'].join('\n');
  if (fields.every((f) => isIdentifier(f.name))) {
    const body = fields.flatMap((f) => [
      ...wrap(f.description.replace(/\s+/g, ' '), 96, '    #: '),
      `    ${f.name}: ${annotation(f)}`,
    ]);
    return [`class ${name}(TypedDict):`, ...doc, ...body].join('\n');
  }
  // A field that is not an identifier (`timestamp_granularities[]`): the functional form.
  const entries = fields.map((f) => `        ${JSON.stringify(f.name)}: ${annotation(f)},`);
  return [`${name} = TypedDict(`, `    ${JSON.stringify(name)},`, '    {', ...entries, '    },', ')'].join(
    '\n',
  );
}
