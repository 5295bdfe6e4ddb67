import {describe, expect, it} from 'vitest';
import {COPY_PAGE} from './copyPage';
import {copyPageSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('copy page strings', () => {
  it('matches its schema: short plain labels', () => {
    expectMatchesSchema(copyPageSchema, COPY_PAGE);
  });

  it('names the fallback link in the failure message', () => {
    expect(COPY_PAGE.toastFailedText).toContain(COPY_PAGE.viewMarkdown);
  });
});
