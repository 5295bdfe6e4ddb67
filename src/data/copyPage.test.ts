import {describe, expect, it} from 'vitest';
import {LOCALES} from './constants';
import {COPY_PAGE} from './copyPage';
import {copyPageSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('copy page strings', () => {
  it.each(LOCALES)('matches its schema in %s: short plain labels', (locale) => {
    expectMatchesSchema(copyPageSchema, COPY_PAGE[locale]);
  });

  it.each(LOCALES)('names the fallback link in the failure message in %s', (locale) => {
    expect(COPY_PAGE[locale].toastFailedText).toContain(COPY_PAGE[locale].viewMarkdown);
  });
});
