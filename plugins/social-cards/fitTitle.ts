/**
 * Chooses the title's font size and cuts it to the card's lines before it is
 * drawn, so a long headline shrinks and, past three lines, ends in "…" instead
 * of running off the card. Widths are Inter ExtraBold's advance widths in em
 * (read from the font file the card uses); satori wraps the same way (greedy,
 * at spaces), so the lines counted here are the lines drawn.
 */

// prettier-ignore
const WIDTHS: Record<string, number> = {"0":0.692,"1":0.441,"2":0.638,"3":0.657,"4":0.688,"5":0.634,"6":0.662,"7":0.588,"8":0.664,"9":0.662," ":0.219,"!":0.358,"\"":0.586,"#":0.655,"$":0.66,"%":1.029,"&":0.683,"'":0.354,"(":0.382,")":0.382,"*":0.583,"+":0.686,",":0.353,"-":0.471,".":0.353,"/":0.4,":":0.353,";":0.36,"<":0.686,"=":0.686,">":0.686,"?":0.579,"@":1.036,"A":0.77,"B":0.665,"C":0.744,"D":0.723,"E":0.61,"F":0.585,"G":0.752,"H":0.749,"I":0.286,"J":0.59,"K":0.738,"L":0.565,"M":0.943,"N":0.766,"O":0.773,"P":0.652,"Q":0.782,"R":0.662,"S":0.66,"T":0.677,"U":0.727,"V":0.77,"W":1.059,"X":0.761,"Y":0.752,"Z":0.679,"[":0.382,"\\":0.4,"]":0.382,"^":0.493,"_":0.484,"`":0.382,"a":0.588,"b":0.638,"c":0.595,"d":0.638,"e":0.601,"f":0.41,"g":0.639,"h":0.635,"i":0.283,"j":0.283,"k":0.593,"l":0.283,"m":0.927,"n":0.635,"o":0.619,"p":0.638,"q":0.638,"r":0.42,"s":0.573,"t":0.382,"u":0.635,"v":0.615,"w":0.863,"x":0.594,"y":0.618,"z":0.581,"{":0.486,"|":0.388,"}":0.486,"~":0.686,"’":0.331,"‘":0.331,"“":0.581,"”":0.569,"—":1,"–":0.5,"−":0.686,"…":1.058,"é":0.601,"·":0.353};
/** A character missing from the table counts as a wide one, so the estimate errs towards fewer words a line. */
const UNKNOWN_WIDTH = 0.8;
const ELLIPSIS = '…';

export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) em += WIDTHS[char] ?? UNKNOWN_WIDTH;
  return em * fontSize;
}

/** Greedy wrapping at spaces, as the browser and satori do; a word wider than the line gets a line of its own. */
export function wrapWords(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && textWidth(candidate, fontSize) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

export type FitOptions = {
  /** Width of the title box in px. */
  maxWidth: number;
  /** Font sizes to try, largest first. */
  sizes: readonly number[];
  maxLines: number;
};

export type FittedTitle = {fontSize: number; lines: string[]; text: string; truncated: boolean};

/** The largest size at which the title fits in `maxLines`; else the smallest size, cut at a word with "…". */
export function fitTitle(title: string, {maxWidth, sizes, maxLines}: FitOptions): FittedTitle {
  const clean = title.replace(/\s+/g, ' ').trim();
  for (const fontSize of sizes) {
    const lines = wrapWords(clean, fontSize, maxWidth);
    if (lines.length <= maxLines && lines.every((line) => textWidth(line, fontSize) <= maxWidth)) {
      return {fontSize, lines, text: clean, truncated: false};
    }
  }
  const fontSize = sizes[sizes.length - 1]!;
  const words = clean.split(' ');
  for (let count = words.length - 1; count > 0; count--) {
    const candidate = `${words
      .slice(0, count)
      .join(' ')
      .replace(/[\s,;:.–—-]+$/, '')}${ELLIPSIS}`;
    const lines = wrapWords(candidate, fontSize, maxWidth);
    if (lines.length <= maxLines && lines.every((line) => textWidth(line, fontSize) <= maxWidth)) {
      return {fontSize, lines, text: candidate, truncated: true};
    }
  }
  // One word wider than the card: cut it by characters.
  let cut = words[0] ?? '';
  while (cut.length > 1 && textWidth(`${cut}${ELLIPSIS}`, fontSize) > maxWidth) cut = cut.slice(0, -1);
  const text = `${cut}${ELLIPSIS}`;
  return {fontSize, lines: [text], text, truncated: true};
}
