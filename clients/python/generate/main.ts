import { writeFileSync } from 'node:fs';
import { generatedPython } from './generated';

// `npm run generate:python`: rewrites clients/python/zuban/_services.py from the server's /openapi.json.
for (const [file, text] of await generatedPython()) {
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
process.exit(0);
