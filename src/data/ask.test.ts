import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {LOCALES} from './constants';
import {ASK_COPY} from './ask';
import {docsFeedback} from './docsFeedback';
import {expectMatchesSchema} from './testing';
import {isQuestion} from '../lib/ask/isQuestion';
import {ASK_QUESTION_MAX} from '../lib/ask/answerView';

const text = z.string().min(1);
const askCopySchema = z
  .object({
    hero: z.object({eyebrow: text, title: text, subtitle: text}).strict(),
    form: z
      .object({
        label: text,
        hint: text,
        placeholder: text,
        submit: text,
        examplesLabel: text,
        examples: z.array(text).min(2).max(4),
      })
      .strict(),
    loading: text,
    unavailable: text,
    answer: z.object({label: text, intro: text, from: text}).strict(),
    notFound: z
      .object({
        title: text,
        suggestionsIntro: text,
        contactIntro: text,
        contactLink: text,
        contactPath: z.literal('/contact'),
      })
      .strict(),
    dialog: z.object({label: text, fullAnswer: text, hint: text}).strict(),
    entry: z.object({label: text, path: z.literal('/ask')}).strict(),
    feedback: z.object({}).passthrough(),
  })
  .strict();

describe('Ask the Help Center copy', () => {
  it.each(LOCALES)('matches its schema in %s', (locale) => {
    expectMatchesSchema(askCopySchema, ASK_COPY[locale]);
  });

  it('says it found nothing in a fixed sentence, and names the answer region "Answer"', () => {
    expect(ASK_COPY.en.notFound.title).toBe("I couldn't find that in the Help Center");
    expect(ASK_COPY.en.answer.label).toBe('Answer');
    expect(ASK_COPY.en.dialog.fullAnswer).toBe('See the full answer');
  });

  it('says the same in Spanish: "No encontré eso en el Centro de ayuda", in a region named "Respuesta"', () => {
    expect(ASK_COPY.es.notFound.title).toBe('No encontré eso en el Centro de ayuda');
    expect(ASK_COPY.es.answer.label).toBe('Respuesta');
  });

  it.each(LOCALES)(
    'offers examples that read as questions, as staff type them, within the question limit (%s)',
    (locale) => {
      for (const example of ASK_COPY[locale].form.examples) {
        expect(isQuestion(example), example).toBe(true);
        expect(example.length).toBeLessThanOrEqual(ASK_QUESTION_MAX);
      }
    },
  );

  it('asks "Was this answer helpful?" with the page feedback\'s buttons and messages', () => {
    expect(ASK_COPY.en.feedback.question).toBe('Was this answer helpful?');
    for (const locale of LOCALES)
      expect(ASK_COPY[locale].feedback).toMatchObject({
        yes: docsFeedback[locale].yes,
        no: docsFeedback[locale].no,
        send: docsFeedback[locale].send,
        failure: docsFeedback[locale].failure,
      });
  });
});
