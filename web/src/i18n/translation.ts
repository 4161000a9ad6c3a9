/**
 * The shape another language must fill: every key of the English resources, each a string. English is
 * the source of truth; a key added there and missing from Urdu fails the type check and the test.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** Every key path of a resource tree ('bar.home', 'footer.rights', ...). */
export function keyPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value as object, `${prefix}${key}.`),
  );
}
