import {describe, expect, it} from 'vitest';
import {normalize, questionWords, stem, terms, words} from './text';

describe('Ask text', () => {
  it('lower-cases, drops apostrophes and splits on anything but letters and digits', () => {
    expect(normalize('Doesn’t SHOW')).toBe('doesnt show');
    expect(words('Why isn’t the pre-roll (3.5 g) showing?')).toEqual([
      'why',
      'isnt',
      'the',
      'pre',
      'roll',
      '3',
      '5',
      'g',
      'showing',
    ]);
  });
  it('stems (Porter) so that the forms of a word meet', () => {
    expect(['syncs', 'syncing', 'synced', 'sync'].map(stem)).toEqual(['sync', 'sync', 'sync', 'sync']);
    expect(new Set(['closed', 'close', 'closing'].map(stem)).size).toBe(1);
    expect(stem('categories')).toBe(stem('category'));
    expect(stem('stopped')).toBe(stem('stop'));
    expect(['2nd', 'pos'].map(stem)).toEqual(['2nd', 'pos']);
  });
  it('reads chat spellings in a question as the words they stand for', () => {
    expect(questionWords('r u able to add ppl w/o an acct')).toEqual([
      'are',
      'you',
      'able',
      'to',
      'add',
      'people',
      'without',
      'an',
      'acct',
    ]);
    expect(questionWords('chat btn w/ the promo')).toEqual(['chat', 'button', 'with', 'the', 'promo']);
    expect(terms('where are the docs for webhooks')).toEqual(['webhook']);
  });
  it('leaves out question words and filler', () => {
    expect(terms('how do i hook up dutchie')).toEqual(['hook', stem('dutchie')]);
    expect(terms('what is the thing with stuff')).toEqual([]);
  });
});
