/** Every value given as `--name value` on the command line of a training or build script, in order. */
export function optionValues(name: string, argv: readonly string[] = process.argv.slice(2)): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++)
    if (argv[i] === `--${name}` && argv[i + 1]) out.push(argv[i + 1] as string);
  return out;
}
