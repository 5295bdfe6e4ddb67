// npm run translations — every Help Center page in every translated language: up to date, out of date (its
// English page changed since it was translated: `npm run check` says what changed) or missing; the counts last.
// It reports, it never fails: a page waiting for its translation is normal.
import path from 'node:path';
import {formatStatuses, translationStatuses} from './lib/translations/status';

console.log(formatStatuses(translationStatuses(path.resolve(import.meta.dirname, '..'))));
