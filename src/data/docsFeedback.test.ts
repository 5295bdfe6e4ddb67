import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {docsFeedback} from './docsFeedback';

const text = z.string().trim().min(2);

describe('docs feedback copy', () => {
  it('matches the schema', () => {
    z.object({
      question: z.literal('Was this page helpful?'),
      yes: z.literal('Yes'),
      no: z.literal('No'),
      commentLabel: text,
      charactersLeft: text,
      send: text,
      sending: z.literal('Sending...'),
      thanks: text,
      thanksDetail: text,
      remembered: z.string().startsWith('Thanks for your feedback'),
      failure: z.object({title: z.literal('Something went wrong'), description: text}),
    })
      .strict()
      .parse(docsFeedback);
  });
});
