import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

describe('precompressDirectory', () => {
  it('writes .br and .gz copies of text files big enough to gain, in subfolders too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zuban-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = 'export const words = ["پاکستان", "زبان"];\n'.repeat(100);
    writeFileSync(join(dir, 'assets', 'app-1.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny-2.js'), 'export {};\n');
    writeFileSync(join(dir, 'assets', 'font-3.woff2'), Buffer.alloc(4096, 1));

    expect(precompressDirectory(dir)).toBe(1);

    const br = readFileSync(join(dir, 'assets', 'app-1.js.br'));
    const gz = readFileSync(join(dir, 'assets', 'app-1.js.gz'));
    expect(brotliDecompressSync(br).toString('utf8')).toBe(script);
    expect(gunzipSync(gz).toString('utf8')).toBe(script);
    expect(br.length).toBeLessThan(script.length / 4);
    expect(existsSync(join(dir, 'assets', 'tiny-2.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'font-3.woff2.gz'))).toBe(false);
  });
});
