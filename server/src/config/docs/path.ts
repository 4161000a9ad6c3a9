import { fileURLToPath } from 'node:url';

/** The repository's docs/configuration.md, whatever the working directory. */
export const configurationDocPath = fileURLToPath(
  new URL('../../../../docs/configuration.md', import.meta.url),
);
