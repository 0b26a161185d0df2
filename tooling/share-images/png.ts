import { inflateSync } from 'node:zlib';

/**
 * A small reader of the PNG files resvg writes (8 bits per channel, not interlaced), enough to
 * check an image's size and its pixels without an image library.
 */

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Chunk {
  type: string;
  data: Buffer;
}

function* chunks(png: Buffer): Generator<Chunk> {
  if (!png.subarray(0, 8).equals(signature)) throw new Error('Not a PNG file');
  for (let at = 8; at + 8 <= png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    yield { type, data: png.subarray(at + 8, at + 8 + length) };
    at += 12 + length;
  }
}

export interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  /** 0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA. */
  colourType: number;
  interlaced: boolean;
}

/** The IHDR chunk, which a PNG file must start with. */
export function readPngHeader(png: Buffer): PngHeader {
  const first = chunks(png).next();
  if (first.done || first.value.type !== 'IHDR') throw new Error('A PNG file starts with its IHDR chunk');
  const data = first.value.data;
  return {
    width: data.readUInt32BE(0),
    height: data.readUInt32BE(4),
    bitDepth: data.readUInt8(8),
    colourType: data.readUInt8(9),
    interlaced: data.readUInt8(12) === 1,
  };
}

const channelsOf: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, row after row. */
  rgba: Uint8Array;
}

function paeth(left: number, up: number, upLeft: number): number {
  const p = left + up - upLeft;
  const pa = Math.abs(p - left);
  const pb = Math.abs(p - up);
  const pc = Math.abs(p - upLeft);
  return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
}

/** The pixels of an 8-bit, non-interlaced grey, RGB or RGBA PNG, as RGBA. */
export function decodePng(png: Buffer): Pixels {
  const header = readPngHeader(png);
  const channels = channelsOf[header.colourType];
  if (header.bitDepth !== 8 || header.interlaced || !channels) {
    throw new Error(`Unsupported PNG: bit depth ${header.bitDepth}, colour type ${header.colourType}`);
  }
  const compressed = Buffer.concat([...chunks(png)].filter(({ type }) => type === 'IDAT').map(({ data }) => data));
  const raw = inflateSync(compressed);
  const { width, height } = header;
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? (rows[y * stride + x - channels] ?? 0) : 0;
      const up = y > 0 ? (rows[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = x >= channels && y > 0 ? (rows[(y - 1) * stride + x - channels] ?? 0) : 0;
      const value = line[x] ?? 0;
      const predicted =
        filter === 0
          ? 0
          : filter === 1
            ? left
            : filter === 2
              ? up
              : filter === 3
                ? (left + up) >> 1
                : filter === 4
                  ? paeth(left, up, upLeft)
                  : NaN;
      if (Number.isNaN(predicted)) throw new Error(`Unknown PNG filter ${filter} on row ${y}`);
      rows[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const source = rows.subarray(i * channels, (i + 1) * channels);
    const grey = channels <= 2;
    rgba[i * 4] = source[0] ?? 0;
    rgba[i * 4 + 1] = (grey ? source[0] : source[1]) ?? 0;
    rgba[i * 4 + 2] = (grey ? source[0] : source[2]) ?? 0;
    rgba[i * 4 + 3] = channels === 2 ? (source[1] ?? 255) : channels === 4 ? (source[3] ?? 255) : 255;
  }
  return { width, height, rgba };
}

/** The RGBA of the pixel at (x, y). */
export function pixelAt({ width, rgba }: Pixels, x: number, y: number): [number, number, number, number] {
  const at = (y * width + x) * 4;
  return [rgba[at] ?? 0, rgba[at + 1] ?? 0, rgba[at + 2] ?? 0, rgba[at + 3] ?? 0];
}
