import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {withoutConfigLookup} from './index';

const ROOT = path.resolve(__dirname, '../..');
/** The files postcss-loader's search would read (besides package.json's `postcss` key). */
const CONFIG_FILES = [
  '.postcssrc',
  '.postcssrc.json',
  '.postcssrc.yaml',
  '.postcssrc.yml',
  '.postcssrc.js',
  '.postcssrc.mjs',
  '.postcssrc.cjs',
  '.postcssrc.ts',
  'postcss.config.js',
  'postcss.config.mjs',
  'postcss.config.cjs',
  'postcss.config.ts',
];

describe('postcss-inline', () => {
  it('turns the config search off and keeps the plugins Docusaurus passes', () => {
    const plugins = [{postcssPlugin: 'autoprefixer'}];
    expect(withoutConfigLookup({ident: 'postcss', plugins})).toEqual({ident: 'postcss', plugins, config: false});
  });

  it('has no PostCSS config file to ignore: PostCSS is set in configurePostCss', () => {
    expect(CONFIG_FILES.filter((name) => existsSync(path.join(ROOT, name)))).toEqual([]);
    expect(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'))).not.toHaveProperty('postcss');
  });
});
