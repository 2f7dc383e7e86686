import { IST_OFFSET_MINUTES } from '../../../shared/domain/time';

/**
 * The capture time an image's Exif block records (DateTimeOriginal, tag 0x9003 in the Exif IFD,
 * with OffsetTimeOriginal 0x9011 when present), read before re-encoding strips it. Without an
 * offset the time is taken as India's (the phones that take our photos are set to IST). Returns
 * null for a missing, malformed or impossible value; never throws.
 */
export function exifCapturedAt(exif: Buffer | undefined): Date | null {
  if (!exif || exif.length < 14) return null;
  try {
    const tiff = exif.toString('latin1', 0, 6) === 'Exif\0\0' ? exif.subarray(6) : exif;
    const order = tiff.toString('latin1', 0, 2);
    if (order !== 'II' && order !== 'MM') return null;
    const le = order === 'II';
    const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
    const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
    if (u16(2) !== 42) return null;

    /** The entries of the IFD at `offset`: tag → [type, count, value offset field position]. */
    const entries = (offset: number) => {
      const found = new Map<number, { count: number; at: number }>();
      const n = u16(offset);
      if (n > 512) return found;
      for (let i = 0; i < n; i++) {
        const at = offset + 2 + i * 12;
        found.set(u16(at), { count: u32(at + 4), at: at + 8 });
      }
      return found;
    };
    const ascii = (e: { count: number; at: number } | undefined) => {
      if (!e || e.count > 64) return null;
      const start = e.count <= 4 ? e.at : u32(e.at);
      return tiff.toString('latin1', start, start + e.count).replace(/\0+$/, '');
    };

    const exifIfd = entries(u32(4)).get(0x8769);
    if (!exifIfd) return null;
    const tags = entries(u32(exifIfd.at));
    const taken = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(ascii(tags.get(0x9003)) ?? '');
    if (!taken) return null;
    const offsetText = ascii(tags.get(0x9011));
    const zone = offsetText && /^[+-]\d{2}:\d{2}$/.test(offsetText) ? offsetText : istZone();
    const at = new Date(`${taken[1]}-${taken[2]}-${taken[3]}T${taken[4]}:${taken[5]}:${taken[6]}${zone}`);
    return Number.isNaN(at.getTime()) ? null : at;
  } catch {
    return null;
  }
}

function istZone(): string {
  const h = Math.floor(IST_OFFSET_MINUTES / 60);
  const m = IST_OFFSET_MINUTES % 60;
  return `+${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
