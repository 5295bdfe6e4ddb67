// npm run translate -- docs/<section>/<page>.mdx [--locale es] — starts a translation of an English Help Center
// page: writes i18n/<locale>/docusaurus-plugin-content-docs/current/<section>/<page>.mdx with the English text, its
// source recorded (translated_from) and each heading's anchor kept, and prints what `npm run check` will ask for.
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {CONTENT_CHECK} from '../src/data/constants/contentCheck';
import {DEFAULT_LOCALE, localeOr} from '../src/data/constants/locales';
import {translationPath} from '../plugins/i18n/translations';
import {startTranslation} from './lib/translations/start';

const root = path.resolve(import.meta.dirname, '..');
const {values, positionals} = parseArgs({options: {locale: {type: 'string', default: 'es'}}, allowPositionals: true});
const locale = localeOr(values.locale);
const [source] = positionals;
if (!source || positionals.length > 1 || locale === DEFAULT_LOCALE) {
  console.error('Usage: npm run translate -- docs/<section>/<page>.mdx [--locale es]');
  process.exit(2);
}
const english = path.relative(root, path.resolve(root, source)).split(path.sep).join('/');
if (!english.startsWith('docs/') || !existsSync(path.join(root, english))) {
  console.error(`${source}: not a Help Center page (a file under docs/)`);
  process.exit(2);
}
const target = translationPath(english, locale);
if (existsSync(path.join(root, target))) {
  console.error(`${target} exists already: translate the changes there (npm run check says what changed).`);
  process.exit(2);
}
mkdirSync(path.dirname(path.join(root, target)), {recursive: true});
writeFileSync(
  path.join(root, target),
  startTranslation(readFileSync(path.join(root, english), 'utf8'), CONTENT_CHECK.placeholder),
);
console.log(`Wrote ${target}: the English text, to translate in place (its source is recorded).`);
console.log(`npm run check -- ${target}   names what is still English and each asked_as to fill in.`);
