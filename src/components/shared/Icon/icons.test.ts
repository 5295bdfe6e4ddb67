import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PRODUCT_TYPE_ICONS} from '../../../data/demoProducts';
import {findEmoji} from '../../../lib/emoji';
import {PRODUCT_TYPES} from '../../../lib/chat/schema';
import {REPO_ROOT as root, sourceFiles} from '../../../lib/sourceFiles';
import {ICONS, isIconName} from './icons';

const SCANNED = ['src/components', 'src/pages', 'src/theme', 'src/data'];
const SOURCE = /\.(tsx?|jsx?|mdx?|css)$/;

/** The demo products keep their `emoji` field as data (docs-engineering/decisions.md#icons-not-emoji); only those values may hold emoji. */
const isDemoEmojiField = (file: string, line: string) =>
  file === 'src/data/demoProducts.ts' && /^\s*emoji: '[^']*',$/.test(line);

describe('icons', () => {
  it('no source under src/components, src/pages, src/theme or src/data draws an emoji', () => {
    const files = sourceFiles(SCANNED, SOURCE);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          findEmoji(line).length && !isDemoEmojiField(file, line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('the demo products keep their emoji as data, and only in that field', () => {
    const text = readFileSync(path.join(root, 'src/data/demoProducts.ts'), 'utf8');
    const lines = text.split('\n').filter((line) => findEmoji(line).length);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => isDemoEmojiField('src/data/demoProducts.ts', line))).toBe(true);
  });

  it('every product type has an icon from the set', () => {
    for (const type of PRODUCT_TYPES) expect(isIconName(PRODUCT_TYPE_ICONS[type]), type).toBe(true);
  });

  it('isIconName accepts the set and nothing else', () => {
    expect(Object.keys(ICONS).every(isIconName)).toBe(true);
    expect(isIconName('🛒')).toBe(false);
    expect(isIconName('toString')).toBe(false);
  });
});
