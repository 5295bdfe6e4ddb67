// The PNG file around resvg's pixels. resvg's own `asPng()` (the Rust png
// crate, adaptive row filters) took 9–10 ms of a card's 22 ms; a card is flat
// colours and text, which deflate compresses as well without row filters, so
// Node's zlib at level 3 writes the same size in under 3 ms.
import {crc32, deflateSync} from 'node:zlib';

const ZLIB_LEVEL = 3;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOR_TYPE_RGBA = 6;

/** One chunk: length, type, data, and the CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(typed.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typed.copy(framed, 4);
  framed.writeUInt32BE(crc32(typed), typed.length + 4);
  return framed;
}

/** The unfiltered rows, kept from card to card: every card is the same size, and a fresh 3 MB buffer each time cost page faults. */
let rowsBuffer: Buffer | undefined;

/** A PNG of 8-bit RGBA pixels (`width * height * 4` bytes, rows top to bottom), each row stored unfiltered. */
export function encodePng(pixels: Uint8Array, width: number, height: number): Buffer {
  const stride = width * 4;
  if (pixels.length !== stride * height)
    throw new Error(`encodePng: ${pixels.length} bytes is not ${width}×${height} RGBA`);
  // Each row is preceded by its filter type; 0 (none) is what Buffer.alloc left there, and no row copy writes over it.
  const size = height * (stride + 1);
  if (rowsBuffer?.length !== size) rowsBuffer = Buffer.alloc(size);
  const rows = rowsBuffer;
  const source = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.length);
  for (let y = 0; y < height; y += 1) source.copy(rows, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = COLOR_TYPE_RGBA;
  // Bytes 10–12: deflate compression, adaptive filtering method, no interlace (all 0).
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, {level: ZLIB_LEVEL})),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
