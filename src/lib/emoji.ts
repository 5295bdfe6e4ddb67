/**
 * Emoji code points: Unicode's Extended_Pictographic class plus the emoji
 * variation selector and the keycap mark (which turn a digit, # or * into an
 * emoji). ©, ® and ™ are in the class but are text symbols in legal copy.
 */
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{20E3}]/gu;
const TEXT_SYMBOLS = new Set(['©', '®', '™']);

/** The emoji code points in a text, in order; an empty list when there are none. */
export function findEmoji(text: string): string[] {
  return [...text.matchAll(EMOJI)].map((match) => match[0]).filter((char) => !TEXT_SYMBOLS.has(char));
}
