import { writeFileSync } from 'node:fs';
import { generatedFiles } from './generated';

// `npm run generate -w @zuban/client`: rewrites src/schema.d.ts and src/operations.ts.
for (const [file, text] of await generatedFiles()) {
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
process.exit(0);
