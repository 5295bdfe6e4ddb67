import {describe, expect, it} from 'vitest';
import {normalize, stem, terms, words} from './text';

describe('Ask text', () => {
  it('lower-cases, drops apostrophes and splits on anything but letters and digits', () => {
    expect(normalize('Doesn’t SHOW')).toBe('doesnt show');
    expect(words('Why isn’t the pre-roll (3.5 g) showing?')).toEqual(['why', 'isnt', 'the', 'pre', 'roll', '3', '5', 'g', 'showing']);
  });
  it('stems plurals, -ing and -ed so that the forms of a word meet', () => {
    expect(['syncs', 'syncing', 'synced', 'sync'].map(stem)).toEqual(['sync', 'sync', 'sync', 'sync']);
    expect(['categories', 'stopped', 'shopping', 'address', 'status'].map(stem)).toEqual(['category', 'stop', 'shop', 'address', 'status']);
  });
  it('leaves out question words and filler', () => {
    expect(terms('how do i hook up dutchie')).toEqual(['hook', 'dutchie']);
    expect(terms('what is the thing with stuff')).toEqual([]);
  });
});
