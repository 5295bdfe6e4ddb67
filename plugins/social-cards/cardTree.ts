import {SOCIAL_CARD} from '../../src/lib/socialCards';
import type {CardContent} from './cardContent';
import {fitTitle} from './fitTitle';

/**
 * The card's layout as the element tree satori draws (plain objects, no
 * React): the brand purple of src/css/custom.css (--ifm-color-primary), the
 * logo, the lime accent (--bb-accent), Inter in two weights. Flat colours and
 * no images but the logo keep a card small (about 40 KB) and quick to draw.
 * The tree is what the cache key hashes (cardCache.ts).
 */

const COLOURS = {
  background: '#4c1d95',
  accent: '#a3e635',
  accentInk: '#1a2e05',
  title: '#ffffff',
  text: '#ede9fe',
  muted: '#c4b5fd',
} as const;

const PAD_X = 72;
const CONTENT_WIDTH = SOCIAL_CARD.width - 2 * PAD_X;
export const TITLE_SIZES = [88, 76, 68, 60, 52] as const;

export type CardNode = {
  type: string;
  props: {style?: Record<string, string | number>; children?: CardNode | CardNode[] | string; [key: string]: unknown};
};

const div = (style: Record<string, string | number>, children?: CardNode | CardNode[] | string): CardNode => ({
  type: 'div',
  props: {style, ...(children === undefined ? {} : {children})},
});

/** A single line of small text, cut with "…" if it would not fit. */
function oneLine(text: string, fontSize: number, maxWidth: number): string {
  return fitTitle(text, {maxWidth, sizes: [fontSize], maxLines: 1}).text;
}

export function buildCardTree(card: CardContent, assets: {logo: string; brand: string; host: string}): CardNode {
  const title = fitTitle(card.title, {maxWidth: CONTENT_WIDTH, sizes: TITLE_SIZES, maxLines: card.figure ? 2 : 3});
  const header = div({display: 'flex', alignItems: 'center', justifyContent: 'space-between'}, [
    div({display: 'flex', alignItems: 'center'}, [
      {type: 'img', props: {src: assets.logo, width: 64, height: 64, style: {borderRadius: 16}}},
      div({marginLeft: 20, fontSize: 38, fontWeight: 800, color: COLOURS.title}, assets.brand),
    ]),
    // The home page's section is the brand itself, already written beside the logo.
    ...(card.section === assets.brand
      ? []
      : [
          div(
            {
              display: 'flex',
              padding: '10px 26px',
              borderRadius: 999,
              background: COLOURS.accent,
              color: COLOURS.accentInk,
              fontSize: 32,
              fontWeight: 800,
            },
            oneLine(card.section, 32, 560),
          ),
        ]),
  ]);
  const titleBlock = div(
    {display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1},
    title.lines.map((line) =>
      div(
        {
          display: 'flex',
          fontSize: title.fontSize,
          fontWeight: 800,
          lineHeight: 1.14,
          color: COLOURS.title,
          whiteSpace: 'nowrap',
        },
        line,
      ),
    ),
  );
  const figure = card.figure
    ? div({display: 'flex', alignItems: 'baseline', marginBottom: 18}, [
        div({fontSize: 84, fontWeight: 800, color: COLOURS.accent, lineHeight: 1}, card.figure.value),
        div(
          {marginLeft: 24, fontSize: 36, fontWeight: 400, color: COLOURS.text},
          oneLine(card.figure.label, 36, CONTENT_WIDTH - 320),
        ),
      ])
    : undefined;
  const footer = div(
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      fontSize: 34,
      fontWeight: 400,
      color: COLOURS.text,
    },
    [
      div({display: 'flex'}, card.detail ? oneLine(card.detail, 34, CONTENT_WIDTH - 260) : ''),
      div({display: 'flex', color: COLOURS.muted}, assets.host),
    ],
  );
  // The outer box is exactly the card; the padding lives on an inner box that grows into it.
  return div(
    {
      width: SOCIAL_CARD.width,
      height: SOCIAL_CARD.height,
      display: 'flex',
      flexDirection: 'column',
      background: COLOURS.background,
      fontFamily: 'Inter',
    },
    [
      div({display: 'flex', flexDirection: 'column', flexGrow: 1, padding: `56px ${PAD_X}px 48px`}, [
        header,
        titleBlock,
        ...(figure ? [figure] : []),
        footer,
      ]),
      div({height: 16, background: COLOURS.accent}),
    ],
  );
}
