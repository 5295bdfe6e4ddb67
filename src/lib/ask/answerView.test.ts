import {describe, expect, it} from 'vitest';
import {
  ASK_QUESTION_MAX,
  answerVoteBody,
  askPath,
  cleanQuestion,
  pageOf,
  questionFromSearch,
  sectionHeading,
  shownPassages,
} from './answerView';
import type {AskPassage, AskResult} from './types';

/** A hand-made answer, as the engine returns one (src/lib/ask/types.ts). */
const passages: AskPassage[] = [
  {
    url: '/docs/integrations/dutchie#connect-dutchie',
    pageTitle: 'Connect Dutchie to BudBot',
    heading: 'Connect Dutchie',
    quote: 'Open Settings, then Integrations.',
    score: 9.1,
  },
  {
    url: '/docs/integrations/dutchie',
    pageTitle: 'Connect Dutchie to BudBot',
    heading: 'Connect Dutchie to BudBot',
    quote: 'BudBot reads your Dutchie menu.',
    score: 6.2,
  },
  {
    url: '/docs/get-started/overview#pos',
    pageTitle: 'Overview',
    heading: 'Your POS',
    quote: 'Menus sync every five minutes.',
    score: 4,
  },
];
const answered: AskResult = {status: 'answered', passages};
const notFound: AskResult = {status: 'not-found', suggestions: [{url: '/docs/account', title: 'Account'}]};

describe('the answer link', () => {
  it('carries the question in ?q= and reads it back the same', () => {
    const question = 'can budtenders change the promo? 50% & more';
    const path = askPath(question);
    expect(path.startsWith('/ask?q=')).toBe(true);
    expect(questionFromSearch(path.slice('/ask'.length))).toBe(question);
  });

  it('collapses spaces, trims, caps the length, and is the bare page without a question', () => {
    expect(cleanQuestion('  how   do i\n hook up  dutchie ')).toBe('how do i hook up dutchie');
    expect(cleanQuestion('x'.repeat(ASK_QUESTION_MAX + 50))).toHaveLength(ASK_QUESTION_MAX);
    expect(askPath('   ')).toBe('/ask');
    expect(questionFromSearch('')).toBe('');
    expect(questionFromSearch('?other=1')).toBe('');
    expect(questionFromSearch('?q=%20oos%20')).toBe('oos');
  });
});

describe('the passages shown', () => {
  it('shows all passages on the page, the best ones in the dialog, none for a refusal', () => {
    expect(shownPassages(answered)).toHaveLength(3);
    expect(shownPassages(answered, 1).map((p) => p.url)).toEqual(['/docs/integrations/dutchie#connect-dutchie']);
    expect(shownPassages(notFound)).toEqual([]);
  });

  it('names the section under the page title, but not the page top twice', () => {
    expect(sectionHeading(passages[0]!)).toBe('Connect Dutchie');
    expect(sectionHeading(passages[1]!)).toBeNull();
    expect(sectionHeading({pageTitle: 'A', heading: ' '})).toBeNull();
  });
});

describe('the vote on an answer', () => {
  it('names the page and section quoted first and the question; a No carries its comment', () => {
    expect(answerVoteBody(' how do i hook up  dutchie ', answered, true, 'ignored')).toEqual({
      page: '/docs/integrations/dutchie',
      section: '/docs/integrations/dutchie#connect-dutchie',
      question: 'how do i hook up dutchie',
      helpful: true,
    });
    expect(answerVoteBody('q', answered, false, 'wrong page')).toMatchObject({helpful: false, comment: 'wrong page'});
    expect(answerVoteBody('q', notFound, true)).toBeNull();
    expect(pageOf('/docs/a#b')).toBe('/docs/a');
  });
});
