import {describe, it} from 'vitest';
import {LOCALES} from './constants';
import {docsFeedback} from './docsFeedback';
import {docsFeedbackCopySchema, docsFeedbackSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('docs feedback copy', () => {
  it('matches the schema', () => {
    expectMatchesSchema(docsFeedbackSchema, docsFeedback.en);
  });

  it.each(LOCALES)('has every message in %s', (locale) => {
    expectMatchesSchema(docsFeedbackCopySchema, docsFeedback[locale]);
  });
});
