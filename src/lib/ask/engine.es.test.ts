import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {buildSourceIndex} from '../../../tests/ask/sourceIndex';
import {scoreSet, type QuestionSet, type SetScore} from '../../../tests/ask/score';
import {answerQuestion} from './engine';
import type {AskIndex, AskResult} from './types';

/**
 * Ask on the Spanish Help Center, from its sources (i18n/es/…): the Spanish rules (accents optional, ¿ ¡ ignored,
 * Spanish stemming and stop words, the Spanish vocabulary) and the Spanish answerability model. The question sets
 * were written from the Spanish pages by helpers who had not seen the engine, and committed before they were
 * measured: questions.json is tuned on, development-1.json is read for the model's fit, held-out-1.json only by its
 * totals. The figures are floors at what was measured when the Spanish Ask was built; where they fall short of the
 * targets the English Ask is held to (page@1 85%, section@3 90%, refused 90%, wrongly refused 5%), the floors say so
 * (docs-engineering/ask-the-help-center.md, "Spanish").
 */
const readSet = (name: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../tests/ask/es', name), 'utf8')) as QuestionSet;
const urlsOf = (result: AskResult) =>
  result.status === 'answered'
    ? {status: 'answered' as const, urls: result.passages.map((passage) => passage.url)}
    : {status: 'not-found' as const};

type Floors = Pick<SetScore, 'pageAt1' | 'sectionAt3' | 'refused' | 'wronglyRefused'>;
function expectAtFloors(score: SetScore, floors: Floors) {
  const report = score.misses.length;
  expect(score.pageAt1, `page@1 (${report} misses)`).toBeGreaterThanOrEqual(floors.pageAt1 - 1e-9);
  expect(score.sectionAt3, 'section@3').toBeGreaterThanOrEqual(floors.sectionAt3 - 1e-9);
  expect(score.refused, 'refused').toBeGreaterThanOrEqual(floors.refused - 1e-9);
  expect(score.wronglyRefused, 'wrongly refused').toBeLessThanOrEqual(floors.wronglyRefused + 1e-9);
}

let index: AskIndex;
beforeAll(async () => {
  ({index} = await buildSourceIndex('es'));
}, 120_000);

describe('Ask in Spanish, index built from the Spanish Help Center', () => {
  it('is a Spanish index of Spanish pages, every section at its /es/docs address', () => {
    expect(index.locale).toBe('es');
    expect(index.sections.length).toBeGreaterThan(300);
    for (const section of index.sections) expect(section.url).toMatch(/^\/es\/docs\//);
  });

  it('answers Spanish as staff type it: accents and ¿ optional, any form of a verb', () => {
    const first = (question: string) => urlsOf(answerQuestion(index, question));
    const typed = first('como conecto dutchie');
    expect(typed).toEqual(first('¿Cómo conecto Dutchie?'));
    expect(typed.status === 'answered' && typed.urls[0]).toMatch(/^\/es\/docs\/integrations\/dutchie/);
    const result = first('el bot recomienda productos agotados');
    expect(result.status === 'answered' && result.urls[0]).toMatch(/^\/es\/docs\/troubleshooting\/menu-sync/);
  });

  it('refuses what the Help Center does not say, in Spanish', () => {
    expect(answerQuestion(index, 'cual es el limite de compra diario en colorado').status).toBe('not-found');
  });

  it('holds the tuned set at its measured floors (page@1 and section@3 short of 85% and 90%, refused of 90%)', () => {
    const score = scoreSet(readSet('questions.json'), (question) => urlsOf(answerQuestion(index, question)));
    expect([score.answerable, score.unanswerable]).toEqual([110, 40]);
    expectAtFloors(score, {pageAt1: 90 / 110, sectionAt3: 93 / 110, refused: 35 / 40, wronglyRefused: 3 / 110});
  });

  it('holds the development set at its measured floors', () => {
    const score = scoreSet(readSet('development-1.json'), (question) => urlsOf(answerQuestion(index, question)));
    expect([score.answerable, score.unanswerable]).toEqual([60, 30]);
    expectAtFloors(score, {pageAt1: 48 / 60, sectionAt3: 48 / 60, refused: 29 / 30, wronglyRefused: 6 / 60});
  });

  it('holds the held-out set at its measured floors (page@1 and wrongly refused meet the targets)', () => {
    const score = scoreSet(readSet('held-out-1.json'), (question) => urlsOf(answerQuestion(index, question)));
    expect([score.answerable, score.unanswerable]).toEqual([60, 30]);
    expectAtFloors(score, {pageAt1: 51 / 60, sectionAt3: 52 / 60, refused: 23 / 30, wronglyRefused: 2 / 60});
  });

  it('names, for every answerable question, a section that exists in the index', () => {
    const urls = new Set(index.sections.map((section) => section.url));
    for (const file of ['questions.json', 'development-1.json', 'held-out-1.json'])
      for (const question of readSet(file).answerable)
        for (const target of [
          question.anchor ? `${question.page}#${question.anchor}` : question.page,
          ...(question.also ?? []),
        ])
          expect(urls, `${file}: ${question.q}`).toContain(target);
  });
});
