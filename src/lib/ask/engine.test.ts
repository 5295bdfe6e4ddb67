import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {buildSourceIndex} from '../../../tests/ask/sourceIndex';
import {ASK_TARGETS, scoreSet, type QuestionSet} from '../../../tests/ask/score';
import {answerQuestion, correctionOf, createAskEngine, queryTermsOf} from './engine';
import type {AskIndex, AskResult} from './types';

const FRESH_SETS = [
  'fresh-questions.json',
  'fresh-questions-2.json',
  'fresh-questions-3.json',
  'fresh-questions-4.json',
];
const readSet = (name: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../tests/ask', name), 'utf8')) as QuestionSet;
/** The sets' figures pooled: each share weighted by its set's number of questions. */
function pooledScore(files: readonly string[]) {
  const scores = files.map((file) => scoreSet(readSet(file), (question) => urlsOf(answerQuestion(index, question))));
  const answerable = scores.reduce((sum, score) => sum + score.answerable, 0);
  const unanswerable = scores.reduce((sum, score) => sum + score.unanswerable, 0);
  const byAnswerable = (key: 'pageAt1' | 'sectionAt3' | 'wronglyRefused') =>
    scores.reduce((sum, score) => sum + score[key] * score.answerable, 0) / answerable;
  return {
    answerable,
    unanswerable,
    pageAt1: byAnswerable('pageAt1'),
    sectionAt3: byAnswerable('sectionAt3'),
    wronglyRefused: byAnswerable('wronglyRefused'),
    refused: scores.reduce((sum, score) => sum + score.refused * score.unanswerable, 0) / unanswerable,
  };
}
type Floors = {pageAt1: number; sectionAt3: number; refused: number; wronglyRefused: number};

/** The pooled figures at or past their floors; `slack` absorbs the rounding of floors written as measured shares. */
function expectAtFloors(pooled: Floors, floors: Floors, slack = 1e-9) {
  expect(pooled.pageAt1).toBeGreaterThanOrEqual(floors.pageAt1 - slack);
  expect(pooled.sectionAt3).toBeGreaterThanOrEqual(floors.sectionAt3 - slack);
  expect(pooled.refused).toBeGreaterThanOrEqual(floors.refused - slack);
  expect(pooled.wronglyRefused).toBeLessThanOrEqual(floors.wronglyRefused + slack);
}
const urlsOf = (result: AskResult) =>
  result.status === 'answered'
    ? {status: 'answered' as const, urls: result.passages.map((passage) => passage.url)}
    : {status: 'not-found' as const};

let index: AskIndex;
beforeAll(async () => {
  ({index} = await buildSourceIndex());
}, 120_000);

describe('answerQuestion on the sample set (tests/ask/questions.json), index built from docs/', () => {
  // The targets, every one: section@3 reached 90% on 2026-11-26 (92.7%) when a question reporting a problem
  // began to prefer the sections whose headings ask one, and further passages on the first passage's page came in at a
  // lower bar (docs-engineering/ask-the-help-center.md, "Problem questions and the rest of the page").
  it('meets the issue targets: page@1, section@3, refused and wrongly refused', () => {
    const score = scoreSet(readSet('questions.json'), (question) => urlsOf(answerQuestion(index, question)));
    const report = score.misses.map((miss) => `${miss.why}: ${miss.q} -> ${miss.got.join(' ')}`).join('\n');
    expect(score.answerable).toBeGreaterThanOrEqual(60);
    expect(score.unanswerable).toBeGreaterThanOrEqual(20);
    expect(score.pageAt1, report).toBeGreaterThanOrEqual(ASK_TARGETS.pageAt1);
    expect(score.sectionAt3, report).toBeGreaterThanOrEqual(ASK_TARGETS.sectionAt3);
    expect(score.refused, report).toBeGreaterThanOrEqual(ASK_TARGETS.refused);
    expect(score.wronglyRefused, report).toBeLessThanOrEqual(ASK_TARGETS.wronglyRefused);
  });

  // Fresh sets 1 to 4 were held out until 2026-11-25 17:30; development sets since (their misses were read, part of the
  // store vocabulary was written after reading them, and the answerability model is fitted on them with the tuned set).
  // Since the sections' asked_as questions (2026-11-26 15:40) they meet every target pooled (59 + 31: page@1 94.9%,
  // section@3 94.9%, refused 90.3%, wrongly refused 1.7%).
  it('meets the issue targets on the fresh sets 1 to 4 pooled (development sets since 2026-11-25 17:30)', () => {
    const pooled = pooledScore(FRESH_SETS);
    expect(pooled.answerable).toBe(59);
    expectAtFloors(pooled, ASK_TARGETS, 0);
  });

  // Sets 5 to 8 were held out until their misses were read (5 to 7 on 2026-11-26 05:45, 8 at 09:15): development sets
  // since, never fitted on. Their figures with the asked_as questions (pooled 130 + 65: page@1 86.2%, section@3 84.6%,
  // refused 73.8%, wrongly refused 6.9%; 69.2 / 62.3 / 75.4 / 9.2 before, docs-engineering/ask-the-help-center.md) are
  // floors, so that a change that makes them worse fails.
  const DEVELOPMENT_SETS = [
    'fresh-questions-5.json',
    'fresh-questions-6.json',
    'fresh-questions-7.json',
    'fresh-questions-8.json',
  ];
  const DEVELOPMENT_FLOORS = {pageAt1: 112 / 130, sectionAt3: 110 / 130, refused: 48 / 65, wronglyRefused: 9 / 130};

  it('holds the development sets 5 to 8 pooled at their measured floors', () => {
    const pooled = pooledScore(DEVELOPMENT_SETS);
    expect([pooled.answerable, pooled.unanswerable]).toEqual([130, 65]);
    expectAtFloors(pooled, DEVELOPMENT_FLOORS);
  });

  // Held out: sets 9 and 10 (40 + 20 each) were written by helpers from docs/ only, without reading the engine or the
  // other sets, and committed (e101ccb, b16742b) before they were measured; only their totals are read, never their
  // misses, and the answerability model is not fitted on them, so they measure generalization. With the asked_as
  // questions they read, pooled, page@1 70/80, section@3 71/80, refused 29/40 from the sources (30/40 on the built
  // index) and wrongly refused 3/80 (58 / 58 / 28 / 3 before, from the sources): floors. Their refusals stay far from the 90% target.
  const HELD_OUT_SETS = ['fresh-questions-9.json', 'fresh-questions-10.json'];
  const HELD_OUT_FLOORS = {pageAt1: 70 / 80, sectionAt3: 71 / 80, refused: 29 / 40, wronglyRefused: 3 / 80};

  it('holds the held-out sets 9 and 10 pooled at their measured floors', () => {
    const pooled = pooledScore(HELD_OUT_SETS);
    expect([pooled.answerable, pooled.unanswerable]).toEqual([80, 40]);
    expectAtFloors(pooled, HELD_OUT_FLOORS);
  });

  it('names, for every answerable question, a section that exists in the index', () => {
    const urls = new Set(index.sections.map((section) => section.url));
    for (const file of [...FRESH_SETS, ...DEVELOPMENT_SETS, ...HELD_OUT_SETS, 'questions.json']) {
      for (const question of readSet(file).answerable) {
        for (const target of [
          question.anchor ? `${question.page}#${question.anchor}` : question.page,
          ...(question.also ?? []),
        ])
          expect(urls, `${file}: ${question.q}`).toContain(target);
      }
    }
  });
});

describe('answerQuestion', () => {
  it('answers with 1 to 3 passages, best first, each quoting consecutive sentences of its section verbatim', () => {
    for (const question of [
      'how do i hook up dutchie',
      'bot keeps pushing stuff thats OOS',
      'can budtenders change the promo',
      'how do i cancel',
    ]) {
      const result = answerQuestion(index, question);
      expect(result.status, question).toBe('answered');
      if (result.status !== 'answered') continue;
      expect(result.passages.length).toBeGreaterThanOrEqual(1);
      expect(result.passages.length).toBeLessThanOrEqual(3);
      expect(result.passages.map((passage) => passage.score)).toEqual(
        [...result.passages.map((passage) => passage.score)].sort((a, b) => b - a),
      );
      for (const passage of result.passages) {
        const section = index.sections.find((candidate) => candidate.url === passage.url)!;
        expect(section.pageTitle).toBe(passage.pageTitle);
        expect(section.heading).toBe(passage.heading);
        const start = section.sentences.findIndex((_, i) =>
          section.sentences.slice(i).join(' ').startsWith(passage.quote),
        );
        expect(
          start,
          `${question}: "${passage.quote}" is not consecutive sentences of ${passage.url}`,
        ).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('links each passage to the exact section', () => {
    const treez = answerQuestion(index, 'treez card says no events received');
    expect(treez.status === 'answered' && treez.passages[0]!.url).toBe(
      '/docs/integrations/treez#why-does-the-treez-card-say-no-events-received',
    );
    const dutchie = answerQuestion(index, 'how do i hook up dutchie');
    expect(dutchie.status === 'answered' && dutchie.passages.map((passage) => passage.url)).toContain(
      '/docs/integrations/dutchie#connect-step-by-step',
    );
  });

  it("finds a section through the questions its page's asked_as lists, in staff words the guide does not use", () => {
    // The guides name "bigger text" once, in a list on the ADA widget page's top, too weak a match to answer; the asked_as
    // of its "Text and spacing" section has "can shoppers make the menu text bigger".
    const question = 'customer wants the text bigger on the menu';
    const result = answerQuestion(index, question);
    expect(result.status === 'answered' && result.passages.map((passage) => passage.url)).toContain(
      '/docs/accessibility/ada-widget-features#text-and-spacing',
    );
    const withoutAskedAs: AskIndex = {
      ...index,
      sections: index.sections.map(({askedAs: _askedAs, ...section}) => section),
    };
    expect(answerQuestion(withoutAskedAs, question).status).toBe('not-found');
  });

  it('searches a subsection under its parent heading too', () => {
    const result = answerQuestion(index, 'verify webhook signature');
    expect(result.status === 'answered' && result.passages[0]!.url).toBe('/docs/admin-tools/api#check-the-signature');
  });

  it('reads store vocabulary and typos: OOS is sold out, recomendations is recommendations', () => {
    const oos = answerQuestion(index, 'bot keeps pushing stuff thats OOS');
    expect(oos.status === 'answered' && oos.passages.map((passage) => passage.url)).toContain(
      '/docs/troubleshooting/menu-sync#why-is-budbot-recommending-a-product-that-is-sold-out',
    );
    const typo = answerQuestion(index, 'new product not showing in recomendations');
    expect(typo.status === 'answered' && typo.passages[0]!.url).toBe(
      '/docs/troubleshooting/menu-sync#why-doesnt-a-new-product-show-up-in-recommendations',
    );
  });

  it('answers from another section of the first page when the best-scoring one does not cover the question', () => {
    // The page top "Content Security Policy for the BudBot widget" scores first but does not say "nginx"; its section "nginx" does.
    const result = answerQuestion(index, 'nginx config for the widget csp');
    expect(result.status === 'answered' && result.passages.map((passage) => passage.url)).toContain(
      '/docs/get-started/content-security-policy#nginx',
    );
  });

  it('prefers, for a question that reports a problem, the section whose heading asks one', () => {
    // "not showing" shares no word with "Why does the bot not mention rewards?" but its shape: the AIQ page's longer
    // "Connect step by step" and its introduction name rewards and the chat more often.
    const rewards = answerQuestion(index, 'aiq rewards not showing in chat');
    expect(rewards.status === 'answered' && rewards.passages.map((passage) => passage.url)).toContain(
      '/docs/integrations/aiq#why-does-the-bot-not-mention-rewards',
    );
    const platform = answerQuestion(index, 'our pos isnt on the list can we still use it');
    expect(platform.status === 'answered' && platform.passages.map((passage) => passage.url)).toContain(
      '/docs/troubleshooting/menu-sync#my-platform-is-not-in-the-list-can-i-still-sync-my-menu',
    );
  });

  it("shows further sections of the first passage's page at a lower bar than other pages' sections", () => {
    const result = answerQuestion(index, 'the monarch total in the chat is a few cents off the register');
    expect(result.status).toBe('answered');
    if (result.status !== 'answered') return;
    expect(result.passages[0]!.url).toBe(
      '/docs/integrations/monarch#why-does-the-quoted-total-differ-from-the-register-by-a-few-cents',
    );
    expect(result.passages.length).toBeGreaterThan(1);
    for (const passage of result.passages) expect(passage.url.startsWith('/docs/integrations/monarch')).toBe(true);
  });

  it('weighs light verbs little and reads "id" as a word: "grab our store id" is about the store id', () => {
    const result = answerQuestion(index, 'where do i grab our store id');
    expect(result.status === 'answered' && result.passages[0]!.url).toBe(
      '/docs/get-started/install-widget#where-to-find-your-store-id',
    );
  });

  it("puts the Help Center's use of the question's own word before a vocabulary word: pay in the chat is Monarch's payments, not billing", () => {
    const result = answerQuestion(index, 'can customers pay in the chat');
    expect(result.status === 'answered' && result.passages[0]!.url).toBe(
      '/docs/integrations/monarch#can-budbot-take-payments-in-the-chat',
    );
  });

  it("refuses a match on a section whose headings name none of the question (the model weighs the headings' coverage)", () => {
    // "sales", "tax" and "return" all occur in the advice on choosing a menu source, under the heading "How to choose"; "file" does not.
    expect(answerQuestion(index, 'how do i file a sales tax return').status).toBe('not-found');
  });

  it('refuses what the Help Center does not say, with the closest pages as suggestions', () => {
    for (const question of [
      'how do i run payroll',
      'recipe for weed brownies',
      'whats the wifi password for the back office',
    ]) {
      const result = answerQuestion(index, question);
      expect(result.status, question).toBe('not-found');
      if (result.status === 'not-found') {
        expect(result.suggestions.length).toBeLessThanOrEqual(3);
        for (const suggestion of result.suggestions)
          expect(
            index.sections.some((section) => section.page === suggestion.url && section.pageTitle === suggestion.title),
          ).toBe(true);
      }
    }
    expect(answerQuestion(index, 'how do i?')).toEqual({status: 'not-found', suggestions: []});
  });
});

describe('queryTermsOf', () => {
  it('drops question words and filler, stems, and adds vocabulary terms at a lower weight for the words they stand for', () => {
    const {own, all} = queryTermsOf('how do i hook up dutchie');
    expect(own).toEqual(['hook', 'dutchi']);
    expect(all).toContainEqual({term: 'connect', sources: ['hook'], weight: 0.5});
    expect(queryTermsOf('there are 2 chat bubbles on the page').all).toContainEqual({
      term: 'launcher',
      sources: ['chat', 'bubbl'],
      weight: 0.5,
    });
  });

  it('meets a phrase of several words in any form, and reads chat spellings', () => {
    expect(queryTermsOf('two chat icons').all.map((query) => query.term)).toContain('launcher');
    expect(queryTermsOf('where r the ppl settings').own).toEqual(['peopl', 'set']);
  });
});

describe('correctionOf', () => {
  it('reads a misspelled or clipped word as the Help Center term, and leaves other unknown words alone', () => {
    const engine = createAskEngine(index);
    expect(correctionOf(engine, 'recomend')).toBe('recommend');
    expect(correctionOf(engine, 'conect')).toBe('connect');
    expect(correctionOf(engine, 'reciept')).toBe('receipt');
    expect(correctionOf(engine, 'talkin', 'talkin')).toBe('talk');
    // As typed, "adjustmnets" is one swap from "adjustments", whose term is "adjust": too far from any term once stemmed.
    expect(correctionOf(engine, 'adjustmnet', 'adjustmnets')).toBe('adjust');
    for (const word of ['payrol', 'metrc', 'driver', 'printer'])
      expect(correctionOf(engine, word), word).toBeUndefined();
    expect(correctionOf(engine, 'connect')).toBeUndefined();
  });
});
