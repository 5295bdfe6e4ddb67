import {crc32, inflateSync} from 'node:zlib';
import {Resvg} from '@resvg/resvg-js';
import {describe, expect, it} from 'vitest';
import {encodePng} from './encodePng.mjs';

/** Opaque pixels that vary in every channel, row and column (premultiplied and straight alpha agree on them). */
function samplePixels(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const [x, y] = [i % width, Math.floor(i / width)];
    pixels.set([(x * 37 + y) & 255, (y * 11) & 255, (x ^ y) & 255, 255], i * 4);
  }
  return pixels;
}

/** The PNG's chunks as [type, data, stored CRC]. */
function chunksOf(png: Buffer): [string, Buffer, number][] {
  const chunks: [string, Buffer, number][] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    chunks.push([
      png.toString('latin1', at + 4, at + 8),
      png.subarray(at + 8, at + 8 + length),
      png.readUInt32BE(at + 8 + length),
    ]);
    at += length + 12;
  }
  return chunks;
}

describe('encodePng', () => {
  const [width, height] = [45, 17];
  const pixels = samplePixels(width, height);
  const png = encodePng(pixels, width, height);

  it('writes the signature, then IHDR, IDAT and IEND, each with its CRC-32', () => {
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = chunksOf(png);
    expect(chunks.map(([type]) => type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const [type, data, crc] of chunks) expect(crc).toBe(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
    const header = chunks[0]![1];
    expect([header.readUInt32BE(0), header.readUInt32BE(4), ...header.subarray(8)]).toEqual([
      width,
      height,
      8,
      6,
      0,
      0,
      0,
    ]);
  });

  it('stores each row unfiltered, byte for byte', () => {
    const rows = inflateSync(chunksOf(png)[1]![1]);
    expect(rows.length).toBe(height * (width * 4 + 1));
    for (let y = 0; y < height; y += 1) {
      const row = rows.subarray(y * (width * 4 + 1), (y + 1) * (width * 4 + 1));
      expect(row[0]).toBe(0);
      expect(row.subarray(1).equals(pixels.subarray(y * width * 4, (y + 1) * width * 4))).toBe(true);
    }
  });

  it('decodes to the same pixels in another PNG decoder (resvg)', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
    const decoded = new Resvg(svg, {fitTo: {mode: 'original'}}).render();
    expect([decoded.width, decoded.height]).toEqual([width, height]);
    expect(Buffer.from(decoded.pixels).equals(pixels)).toBe(true);
  });

  it('keeps each PNG to its own pixels while reusing its row buffer, at the same size and another', () => {
    const again = encodePng(samplePixels(width, height), width, height);
    const other = Buffer.alloc(width * height * 4, 0xff);
    const otherPng = encodePng(other, width, height);
    const smaller = encodePng(pixels.subarray(0, width * 4 * 3), width, 3);
    expect(again.equals(png)).toBe(true);
    expect(
      inflateSync(chunksOf(otherPng)[1]![1])
        .filter((byte, at) => at % (width * 4 + 1) !== 0)
        .every((byte) => byte === 0xff),
    ).toBe(true);
    expect(
      inflateSync(chunksOf(smaller)[1]![1]).equals(inflateSync(chunksOf(png)[1]![1]).subarray(0, 3 * (width * 4 + 1))),
    ).toBe(true);
    expect(encodePng(pixels, width, height).equals(png)).toBe(true);
  });

  it('refuses pixels that do not match the size', () => {
    expect(() => encodePng(pixels.subarray(4), width, height)).toThrow(`${pixels.length - 4} bytes is not 45×17 RGBA`);
  });
});
