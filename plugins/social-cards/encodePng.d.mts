/** How cards are encoded; part of the cache salt, so changing it redraws every card. */
export const PNG_ENCODING: string;
/** A PNG of 8-bit RGBA pixels (`width * height * 4` bytes, rows top to bottom), each row stored unfiltered. */
export function encodePng(pixels: Uint8Array, width: number, height: number): Buffer;
