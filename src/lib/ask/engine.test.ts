import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {buildSourceIndex} from '../../../tests/ask/sourceIndex';
import {ASK_TARGETS, scoreSet, type QuestionSet} from '../../../tests/ask/score';
import {answerQuestion, correctionOf, createAskEngine, queryTermsOf} from './engine';
import type {AskIndex, AskResult} from './types';

const FRESH_SETS = ['fresh-questions.json', 'fresh-questions-2.json', 'fresh-questions-3.json', 'fresh-questions-4.json'];
const readSet = (name: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../tests/ask', name), 'utf8')) as QuestionSet;
/** The sets' figures pooled: each share weighted by its set's number of questions. */
function pooledScore(files: readonly string[]) {
  const scores = files.map((file) => scoreSet(readSet(file), (question) => urlsOf(answerQuestion(index, question))));
  const answerable = scores.reduce((sum, score) => sum + score.answerable, 0);
  const unanswerable = scores.reduce((sum, score) => sum + score.unanswerable, 0);
  const byAnswerable = (key: 'pageAt1' | 'sectionAt3' | 'wronglyRefused') => scores.reduce((sum, score) => sum + score[key] * score.answerable, 0) / answerable;
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
const urlsOf = (result: AskResult) => (result.status === 'answered' ? {status: 'answered' as const, urls: result.passages.map((passage) => passage.url)} : {status: 'not-found' as const});

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

  // The fresh sets were held out until 2026-11-25 17:30; since then they are development sets too (their misses were
  // read, part of the store vocabulary was written after reading them, and the answerability model is fitted on them
  // with the tuned set), so their figures no longer measure generalization: sets 5 to 7 do. Pooled (59 + 31
  // questions) they reach page@1 90%, refused 90%, wrongly refused 3%: the targets, asserted here; section@3
  // is 88.1%, held at that floor.
  const FRESH_FLOORS = {pageAt1: ASK_TARGETS.pageAt1, sectionAt3: 0.88, refused: ASK_TARGETS.refused, wronglyRefused: ASK_TARGETS.wronglyRefused};

  it('meets the issue targets on the fresh sets 1 to 4 pooled but section@3, held at its floor (development sets since 2026-11-25 17:30)', () => {
    const pooled = pooledScore(FRESH_SETS);
    expect(pooled.answerable).toBe(59);
    expectAtFloors(pooled, FRESH_FLOORS, 0);
  });

  // Sets 5 to 7 were held out until 2026-11-26 05:45, when their misses were read to choose this session's ranking
  // change: development sets since (the answerability model is still not fitted on them). Their figures after that
  // change (pooled 100 + 50: page@1 69%, section@3 57%, refused 78% (80% on the built index), wrongly refused 10%; 69 / 53 / 78 / 10 before) are
  // floors, so that a change that makes them worse fails.
  const DEVELOPMENT_SETS = ['fresh-questions-5.json', 'fresh-questions-6.json', 'fresh-questions-7.json'];
  const DEVELOPMENT_FLOORS = {pageAt1: 0.69, sectionAt3: 0.57, refused: 0.78, wronglyRefused: 0.1};

  it('holds the development sets 5 to 7 pooled at their measured floors', () => {
    const pooled = pooledScore(DEVELOPMENT_SETS);
    expect([pooled.answerable, pooled.unanswerable]).toEqual([100, 50]);
    expectAtFloors(pooled, DEVELOPMENT_FLOORS);
  });

  // Set 8 was held out until 2026-11-26 09:15 (written by a helper from docs/ only, committed before that session's
  // change; its totals read before and after it: page@1 22/30 then 21/30, section@3 22/30 then 23/30, refused 10/15,
  // wrongly refused 2/30). Its misses were read then, for two experiments that were not kept (a WordNet thesaurus and
  // an answerability model refitted on sets 5 to 8): a development set since, held at those floors.
  const SET_8 = ['fresh-questions-8.json'];
  const SET_8_FLOORS = {pageAt1: 21 / 30, sectionAt3: 23 / 30, refused: 10 / 15, wronglyRefused: 2 / 30};

  it('holds the development set 8 at its measured floors', () => {
    const pooled = pooledScore(SET_8);
    expect([pooled.answerable, pooled.unanswerable]).toEqual([30, 15]);
    expectAtFloors(pooled, SET_8_FLOORS);
  });

  // Held out: set 9 (40 + 20) was written by a helper from docs/ only, without reading the engine or the other sets, and
  // committed (e101ccb) before any Ask work of 2026-11-26 09:00; only its totals are read, never its misses, and the
  // answerability model is not fitted on it, so it measures generalization. Its figures when committed (page@1 26/40,
  // section@3 28/40, refused 16/20 on the built index and 15/20 on this one, from the sources, wrongly refused 0/40) are
  // far from the targets; they are floors.
  const HELD_OUT_SETS = ['fresh-questions-9.json'];
  const HELD_OUT_FLOORS = {pageAt1: 26 / 40, sectionAt3: 28 / 40, refused: 15 / 20, wronglyRefused: 0};

  it('holds the held-out set 9 at its measured floors', () => {
    const pooled = pooledScore(HELD_OUT_SETS);
    expect([pooled.answerable, pooled.unanswerable]).toEqual([40, 20]);
    expectAtFloors(pooled, HELD_OUT_FLOORS);
  });

  it('names, for every answerable question, a section that exists in the index', () => {
    const urls = new Set(index.sections.map((section) => section.url));
    for (const file of [...FRESH_SETS, ...DEVELOPMENT_SETS, ...SET_8, ...HELD_OUT_SETS, 'questions.json']) {
      for (const question of readSet(file).answerable) {
        for (const target of [question.anchor ? `${question.page}#${question.anchor}` : question.page, ...(question.also ?? [])]) expect(urls, `${file}: ${question.q}`).toContain(target);
      }
    }
  });
});

describe('answerQuestion', () => {
  it('answers with 1 to 3 passages, best first, each quoting consecutive sentences of its section verbatim', () => {
    for (const question of ['how do i hook up dutchie', 'bot keeps pushing stuff thats OOS', 'can budtenders change the promo', 'how do i cancel']) {
      const result = answerQuestion(index, question);
      expect(result.status, question).toBe('answered');
      if (result.status !== 'answered') continue;
      expect(result.passages.length).toBeGreaterThanOrEqual(1);
      expect(result.passages.length).toBeLessThanOrEqual(3);
      expect(result.passages.map((passage) => passage.score)).toEqual([...result.passages.map((passage) => passage.score)].sort((a, b) => b - a));
      for (const passage of result.passages) {
        const section = index.sections.find((candidate) => candidate.url === passage.url)!;
        expect(section.pageTitle).toBe(passage.pageTitle);
        expect(section.heading).toBe(passage.heading);
        const start = section.sentences.findIndex((_, i) => section.sentences.slice(i).join(' ').startsWith(passage.quote));
        expect(start, `${question}: "${passage.quote}" is not consecutive sentences of ${passage.url}`).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('links each passage to the exact section', () => {
    const treez = answerQuestion(index, 'treez card says no events received');
    expect(treez.status === 'answered' && treez.passages[0]!.url).toBe('/docs/integrations/treez#why-does-the-treez-card-say-no-events-received');
    const dutchie = answerQuestion(index, 'how do i hook up dutchie');
    expect(dutchie.status === 'answered' && dutchie.passages.map((passage) => passage.url)).toContain('/docs/integrations/dutchie#connect-step-by-step');
  });

  it('searches a subsection under its parent heading too', () => {
    const result = answerQuestion(index, 'verify webhook signature');
    expect(result.status === 'answered' && result.passages[0]!.url).toBe('/docs/admin-tools/api#check-the-signature');
  });

  it('reads store vocabulary and typos: OOS is sold out, recomendations is recommendations', () => {
    const oos = answerQuestion(index, 'bot keeps pushing stuff thats OOS');
    expect(oos.status === 'answered' && oos.passages.map((passage) => passage.url)).toContain('/docs/troubleshooting/menu-sync#why-is-budbot-recommending-a-product-that-is-sold-out');
    const typo = answerQuestion(index, 'new product not showing in recomendations');
    expect(typo.status === 'answered' && typo.passages[0]!.url).toBe('/docs/troubleshooting/menu-sync#why-doesnt-a-new-product-show-up-in-recommendations');
  });

  it('answers from another section of the first page when the best-scoring one does not cover the question', () => {
    // The page top "Content Security Policy for the BudBot widget" scores first but does not say "nginx"; its section "nginx" does.
    const result = answerQuestion(index, 'nginx config for the widget csp');
    expect(result.status === 'answered' && result.passages.map((passage) => passage.url)).toContain('/docs/get-started/content-security-policy#nginx');
  });

  it('prefers, for a question that reports a problem, the section whose heading asks one', () => {
    // "not showing" shares no word with "Why does the bot not mention rewards?" but its shape: the AIQ page's longer
    // "Connect step by step" and its introduction name rewards and the chat more often.
    const rewards = answerQuestion(index, 'aiq rewards not showing in chat');
    expect(rewards.status === 'answered' && rewards.passages.map((passage) => passage.url)).toContain('/docs/integrations/aiq#why-does-the-bot-not-mention-rewards');
    const platform = answerQuestion(index, 'our pos isnt on the list can we still use it');
    expect(platform.status === 'answered' && platform.passages.map((passage) => passage.url)).toContain('/docs/troubleshooting/menu-sync#my-platform-is-not-in-the-list-can-i-still-sync-my-menu');
  });

  it('shows further sections of the first passage\'s page at a lower bar than other pages\' sections', () => {
    const result = answerQuestion(index, 'the monarch total in the chat is a few cents off the register');
    expect(result.status).toBe('answered');
    if (result.status !== 'answered') return;
    expect(result.passages[0]!.url).toBe('/docs/integrations/monarch#why-does-the-quoted-total-differ-from-the-register-by-a-few-cents');
    expect(result.passages.length).toBeGreaterThan(1);
    for (const passage of result.passages) expect(passage.url.startsWith('/docs/integrations/monarch')).toBe(true);
  });

  it('weighs light verbs little and reads "id" as a word: "grab our store id" is about the store id', () => {
    const result = answerQuestion(index, 'where do i grab our store id');
    expect(result.status === 'answered' && result.passages[0]!.url).toBe('/docs/get-started/install-widget#where-to-find-your-store-id');
  });

  it("puts the Help Center's use of the question's own word before a vocabulary word: pay in the chat is Monarch's payments, not billing", () => {
    const result = answerQuestion(index, 'can customers pay in the chat');
    expect(result.status === 'answered' && result.passages[0]!.url).toBe('/docs/integrations/monarch#can-budbot-take-payments-in-the-chat');
  });

  it('refuses a match on a section whose headings name none of the question (the model weighs the headings\' coverage)', () => {
    // "sales", "tax" and "return" all occur in the advice on choosing a menu source, under the heading "How to choose"; "file" does not.
    expect(answerQuestion(index, 'how do i file a sales tax return').status).toBe('not-found');
  });

  it('refuses what the Help Center does not say, with the closest pages as suggestions', () => {
    for (const question of ['how do i run payroll', 'recipe for weed brownies', 'whats the wifi password for the back office']) {
      const result = answerQuestion(index, question);
      expect(result.status, question).toBe('not-found');
      if (result.status === 'not-found') {
        expect(result.suggestions.length).toBeLessThanOrEqual(3);
        for (const suggestion of result.suggestions) expect(index.sections.some((section) => section.page === suggestion.url && section.pageTitle === suggestion.title)).toBe(true);
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
    expect(queryTermsOf('there are 2 chat bubbles on the page').all).toContainEqual({term: 'launcher', sources: ['chat', 'bubbl'], weight: 0.5});
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
    for (const word of ['payrol', 'metrc', 'driver', 'printer']) expect(correctionOf(engine, word), word).toBeUndefined();
    expect(correctionOf(engine, 'connect')).toBeUndefined();
  });
});
