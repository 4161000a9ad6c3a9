import { existsSync } from 'node:fs';

/**
 * ImageMagick's convert. Debian's real binary is called by its path when it is there, so that a
 * `convert` wrapper earlier on PATH (some sandboxes put a Python stand-in in /usr/local/bin, which
 * adds ~0.1 s of interpreter start per call) is not run on every OCR request.
 */
export const CONVERT = existsSync('/usr/bin/convert') ? '/usr/bin/convert' : 'convert';
