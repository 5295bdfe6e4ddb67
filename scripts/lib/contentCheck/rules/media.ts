import {readFileSync} from 'node:fs';
import path from 'node:path';
import {imageSize} from 'image-size';
import type {Nodes} from 'mdast';
import {visit} from 'unist-util-visit';
import {CONTENT_CHECK} from '../../../../src/data/constants/contentCheck';
import {findingAt} from '../finding';
import type {ParsedDoc} from '../parse';
import type {Site} from '../site';
import type {Finding} from '../types';

const RASTER = /\.(png|jpe?g|gif|webp|avif)$/i;
const SVG = /\.svg$/i;
/** Front-matter fields that name a file under static/. */
const FILE_FIELDS = ['image', 'socialImage', 'gif', 'video'] as const;
/** JSX elements whose `src` (and `poster`) is a file, and whether they are pictures that need alt text. */
const MEDIA_ELEMENTS: Record<string, {picture: boolean}> = {
  img: {picture: true},
  video: {picture: false},
  source: {picture: false},
  audio: {picture: false},
};

type Media = {url: string; offset: number; line?: number; alt?: string | null; picture: boolean; field?: string};

/** Pictures and videos a file uses: its front matter's, Markdown images, and JSX `<img>`, `<video>`, `<source>`. */
function mediaOf(doc: ParsedDoc): Media[] {
  const media: Media[] = [];
  for (const field of FILE_FIELDS) {
    const value = doc.frontMatter[field];
    if (typeof value === 'string')
      media.push({url: value, offset: 0, line: doc.fieldLine([field]), picture: field !== 'video', field});
  }
  if (!doc.tree) return media;
  visit(doc.tree, (node: Nodes) => {
    const offset = node.position?.start.offset ?? 0;
    if (node.type === 'image') media.push({url: node.url, offset, alt: node.alt ?? '', picture: true});
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name &&
      MEDIA_ELEMENTS[node.name]
    ) {
      const attributes = new Map(
        node.attributes.flatMap((attribute) =>
          attribute.type === 'mdxJsxAttribute' ? [[attribute.name, attribute.value] as const] : [],
        ),
      );
      const alt = attributes.get('alt');
      for (const name of ['src', 'poster']) {
        const value = attributes.get(name);
        if (typeof value === 'string') {
          const picture = name === 'poster' || MEDIA_ELEMENTS[node.name]!.picture;
          media.push({
            url: value,
            offset,
            alt:
              picture && name === 'src'
                ? alt === undefined
                  ? null
                  : typeof alt === 'string'
                    ? alt
                    : 'expression'
                : undefined,
            picture,
          });
        }
      }
    }
  });
  return media;
}

const kb = (bytes: number) =>
  bytes >= 1000 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;

/** Every picture and video exists (under static/, or beside the file), is small enough, has alt text; a social image is 1200×630. */
export function mediaRule(doc: ParsedDoc, site: Site): Finding[] {
  const findings: Finding[] = [];
  for (const item of mediaOf(doc)) {
    const at = item.line ? {line: item.line} : item.offset;
    const what = item.field ? `field "${item.field}": ${item.url}` : item.url;
    if (item.alt !== undefined && !(item.alt ?? '').trim()) {
      findings.push(
        findingAt(
          doc,
          at,
          'alt-text',
          'error',
          `picture ${item.url} has no alternative text: say what it shows, e.g. ![Chart of weekly sales](${item.url})`,
        ),
      );
    }
    if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(item.url)) {
      findings.push(
        findingAt(
          doc,
          at,
          'asset',
          'error',
          `${what}: pictures and videos are files under static/, not links to other sites`,
        ),
      );
      continue;
    }
    const file = item.url.startsWith('/')
      ? `static${decodeURI(item.url.split(/[?#]/)[0]!)}`
      : path.posix.join(path.posix.dirname(doc.file), decodeURI(item.url));
    const asset = site.asset(file);
    if (!asset) {
      findings.push(findingAt(doc, at, 'asset', 'error', `${what}: there is no file ${file}`));
      continue;
    }
    const limit = SVG.test(file)
      ? CONTENT_CHECK.maxSvgBytes
      : RASTER.test(file)
        ? CONTENT_CHECK.maxRasterBytes
        : undefined;
    if (item.picture && limit !== undefined && asset.bytes > limit) {
      findings.push(
        findingAt(
          doc,
          at,
          'picture-size',
          'error',
          `${file} is ${kb(asset.bytes)}; a ${SVG.test(file) ? 'SVG' : 'picture'} must be at most ${kb(limit)} (export it smaller or compress it)`,
        ),
      );
    }
    if (item.field === 'socialImage' && RASTER.test(file)) {
      const {width, height} = CONTENT_CHECK.socialImage;
      const size = imageSize(readFileSync(asset.abs));
      if (size.width !== width || size.height !== height) {
        findings.push(
          findingAt(
            doc,
            at,
            'social-image',
            'error',
            `${file} is ${size.width}×${size.height}; a social image is ${width}×${height}`,
          ),
        );
      }
    }
  }
  return findings;
}
