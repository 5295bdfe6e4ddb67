import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {COPY_PAGE} from './copyPage';

describe('copy page strings', () => {
  it('matches its schema: short plain labels', () => {
    const label = z.string().min(3).max(40).refine((s) => !/[<>]/.test(s), 'no HTML');
    z.object({
      button: label,
      copied: label,
      copying: label,
      toastCopied: label,
      toastCopiedText: z.string().min(10),
      toastFailed: label,
      toastFailedText: z.string().min(10),
      viewMarkdown: label,
      toolbarLabel: label,
    }).strict().parse(COPY_PAGE);
  });

  it('names the fallback link in the failure message', () => {
    expect(COPY_PAGE.toastFailedText).toContain(COPY_PAGE.viewMarkdown);
  });
});
