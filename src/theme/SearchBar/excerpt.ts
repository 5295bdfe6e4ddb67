export type ExcerptPart = {text: string; marked: boolean};

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
};

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * Pagefind excerpts are escaped text with <mark> around matches. Splitting
 * them into parts lets React render the highlights without injecting HTML.
 */
export function excerptToParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>.*?<\/mark>)/g)
    .filter((piece) => piece !== '')
    .map((piece) => {
      const marked = piece.startsWith('<mark>') && piece.endsWith('</mark>');
      const inner = marked ? piece.slice('<mark>'.length, -'</mark>'.length) : piece;
      return {text: decode(inner.replace(/<[^>]*>/g, '')), marked};
    });
}
