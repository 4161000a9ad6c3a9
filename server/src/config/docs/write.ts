import { writeFileSync } from 'node:fs';
import { configurationDocPath } from './path';
import { renderConfigurationDoc } from './render';

// `npm run docs:config -w server`: rewrites docs/configuration.md from the settings schema.
writeFileSync(configurationDocPath, renderConfigurationDoc());
process.stdout.write(`wrote ${configurationDocPath}\n`);
