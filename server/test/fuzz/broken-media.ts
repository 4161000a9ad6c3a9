import type { Prng } from './prng';

// Files whose headers lie: the engines and the header readers in front of them must answer 4xx,
// never crash, hang or charge for nothing.

function wav(opts: {
  channels: number;
  rate: number;
  bits: number;
  dataBytes: number;
  declaredData?: number;
}): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + opts.dataBytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(opts.channels, 22);
  header.writeUInt32LE(opts.rate >>> 0, 24);
  header.writeUInt32LE((opts.rate * opts.channels * (opts.bits / 8)) >>> 0, 28);
  header.writeUInt16LE(((opts.channels * opts.bits) / 8) & 0xffff, 32);
  header.writeUInt16LE(opts.bits, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE((opts.declaredData ?? opts.dataBytes) >>> 0, 40);
  return Buffer.concat([header, Buffer.alloc(opts.dataBytes)]);
}

export function brokenWavs(rng: Prng): Buffer[] {
  const good = wav({ channels: 1, rate: 16_000, bits: 16, dataBytes: 3200 });
  return [
    good.subarray(0, rng.int(1, 43)), // truncated header
    wav({ channels: 0, rate: 16_000, bits: 16, dataBytes: 64 }),
    wav({ channels: 1, rate: 0, bits: 16, dataBytes: 64 }),
    wav({ channels: 1, rate: 16_000, bits: 7, dataBytes: 64 }),
    wav({ channels: 65_535, rate: 4_294_967_295, bits: 32, dataBytes: 64 }),
    wav({ channels: 1, rate: 16_000, bits: 16, dataBytes: 64, declaredData: 0xffffffff }), // a 37-hour claim
    wav({ channels: 1, rate: 1, bits: 8, dataBytes: 64, declaredData: 0x7fffffff }),
    Buffer.concat([Buffer.from('RIFF\xff\xff\xff\xffWAVE', 'latin1'), rng.bytes(rng.int(0, 200))]),
    Buffer.concat([Buffer.from('RIFX', 'latin1'), good.subarray(4)]),
    rng.bytes(rng.int(1, 500)),
  ];
}

function png(width: number, height: number, rest: Buffer): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width >>> 0, 8);
  ihdr.writeUInt32BE(height >>> 0, 12);
  ihdr.writeUInt8(8, 16);
  ihdr.writeUInt8(2, 17);
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), ihdr, rest]);
}

export function brokenImages(rng: Prng): Buffer[] {
  return [
    png(0, 0, Buffer.alloc(0)),
    png(0xffffffff, 0xffffffff, rng.bytes(100)), // a decompression bomb's header
    png(100_000, 100_000, Buffer.alloc(0)),
    png(10, 10, rng.bytes(rng.int(0, 300))), // no IDAT, garbage chunks
    png(64, 64, Buffer.from('a sound header over bytes that do not decode')), // found only by decoding
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0xff, 0xff, 0xff, 0xff]),
      rng.bytes(50),
    ]),
    Buffer.from([0xff, 0xd8, 0xff]),
    Buffer.concat([Buffer.from('BM', 'latin1'), rng.bytes(60)]),
    Buffer.concat([Buffer.from('II*\x00\xff\xff\xff\xff', 'latin1'), rng.bytes(40)]), // IFD offset past the end
    Buffer.concat([Buffer.from('MM\x00*', 'latin1'), rng.bytes(8)]),
    Buffer.from('GIF89a', 'latin1'),
    rng.bytes(rng.int(1, 400)),
  ];
}
