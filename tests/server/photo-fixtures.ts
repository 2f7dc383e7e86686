import zlib from 'node:zlib';

/**
 * Real, decodable tiny images for tests, built byte by byte, with optional metadata of the kind
 * a phone camera writes (Exif GPS position, XMP, IPTC, PNG text chunks).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Raw RGB rows (filter byte 0 each) of a small gradient, so the pixels can be compared after. */
export function pngPixels(width: number, height: number): Buffer {
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) rows.push((x * 40) & 0xff, (y * 60) & 0xff, 0x80);
  }
  return Buffer.from(rows);
}

export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour RGB
  return pngChunk('IHDR', ihdr);
}

/** A PNG; `extra` chunks go between the header and the image data, as cameras and editors put them. */
export function buildPng(opts: { width?: number; height?: number; extra?: Buffer[] } = {}): Buffer {
  const width = opts.width ?? 3;
  const height = opts.height ?? 2;
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(width, height),
    ...(opts.extra ?? []),
    pngChunk('IDAT', zlib.deflateSync(pngPixels(width, height))),
    pngChunk('IEND'),
  ]);
}

/** A PNG of exactly `size` bytes (when size allows), padded with a private chunk that is kept. */
export function pngOfSize(size: number): Buffer {
  const base = buildPng({ width: 1, height: 1 });
  if (size < base.length + 12) return base;
  return buildPng({ width: 1, height: 1, extra: [pngChunk('pdNg', Buffer.alloc(size - base.length - 12, 7))] });
}

export function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** Exif with an IFD0 pointing to a GPS IFD: 12°58'17.76" N, 77°38'28.32" E (Indiranagar). */
export function exifWithGps(): Buffer {
  const tiff = Buffer.alloc(8 + 18 + 2 + 4 * 12 + 4 + 48);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  // IFD0: one entry, GPSInfo (0x8825) -> offset of the GPS IFD.
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x8825, 10);
  tiff.writeUInt16BE(4, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt32BE(26, 18);
  tiff.writeUInt32BE(0, 22);
  // GPS IFD at 26: LatitudeRef, Latitude, LongitudeRef, Longitude.
  const gps = 26;
  const values = gps + 2 + 4 * 12 + 4;
  tiff.writeUInt16BE(4, gps);
  const entry = (i: number, tag: number, type: number, count: number, value: Buffer | number) => {
    const at = gps + 2 + i * 12;
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    if (typeof value === 'number') tiff.writeUInt32BE(value, at + 8);
    else value.copy(tiff, at + 8);
  };
  entry(0, 1, 2, 2, Buffer.from('N\0', 'latin1'));
  entry(1, 2, 5, 3, values);
  entry(2, 3, 2, 2, Buffer.from('E\0', 'latin1'));
  entry(3, 4, 5, 3, values + 24);
  const rationals = [12, 1, 58, 1, 1776, 100, 77, 1, 38, 1, 2832, 100];
  rationals.forEach((v, i) => tiff.writeUInt32BE(v, values + i * 4));
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

export const GPS_RATIONAL = Buffer.from([0, 0, 0x06, 0xf0, 0, 0, 0, 100]); // 1776/100, inside exifWithGps()

export function xmpWithGps(): Buffer {
  return Buffer.from(
    'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
      '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="12,58.296N" exif:GPSLongitude="77,38.472E"/>' +
      '</rdf:RDF></x:xmpmeta>',
    'latin1',
  );
}

export function iptcWithLocation(): Buffer {
  const city = Buffer.from('Indiranagar, Bengaluru', 'latin1');
  const record = Buffer.concat([Buffer.from([0x1c, 0x02, 0x5a, 0, city.length]), city]);
  const resource = Buffer.alloc(12);
  resource.write('8BIM', 0, 'latin1');
  resource.writeUInt16BE(0x0404, 4);
  resource.writeUInt32BE(record.length, 8);
  return Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource, record]);
}

/**
 * A baseline 8×8 greyscale JPEG that decoders accept: one quantisation table, one DC and one AC
 * Huffman table of a single 1-bit code each, and one block coded as "DC difference 0, end of block"
 * (a flat mid-grey). `width`/`height` override the frame size for the size-limit tests; `filler`
 * pads the compressed data (bytes without 0xFF) to reach a given file size.
 */
export function buildJpeg(opts: { app1?: Buffer[]; app13?: Buffer; width?: number; height?: number; sof?: number; filler?: number } = {}): Buffer {
  const jfif = segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]));
  const dqt = segment(0xdb, Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)]));
  const frame = Buffer.alloc(9);
  frame[0] = 8;
  frame.writeUInt16BE(opts.height ?? 8, 1);
  frame.writeUInt16BE(opts.width ?? 8, 3);
  frame.set([1, 1, 0x11, 0], 5);
  const sof = segment(opts.sof ?? 0xc0, frame);
  const oneCode = (tableClass: number) => Buffer.concat([Buffer.from([tableClass << 4]), Buffer.from([1, ...Array(15).fill(0)]), Buffer.from([0])]);
  const dht = segment(0xc4, Buffer.concat([oneCode(0), oneCode(1)]));
  const sos = segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0]));
  // Bits "0" (DC category 0) and "0" (EOB), padded with ones.
  const scan = Buffer.concat([Buffer.from([0x3f]), Buffer.alloc(opts.filler ?? 0, 0x3f)]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    ...(opts.app1 ?? []).map((p) => segment(0xe1, p)),
    jfif,
    ...(opts.app13 ? [segment(0xed, opts.app13)] : []),
    dqt,
    sof,
    dht,
    sos,
    scan,
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A JPEG of exactly `size` bytes (when size allows). */
export function jpegOfSize(size: number): Buffer {
  const base = buildJpeg();
  return size > base.length ? buildJpeg({ filler: size - base.length }) : base;
}
