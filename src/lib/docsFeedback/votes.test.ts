import {describe, expect, it} from 'vitest';
import {STORAGE_KEYS} from '@site/src/data/constants';
import {rememberVote, votedOn, votePage} from './votes';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('docs feedback votes', () => {
  it('remembers one vote per page', () => {
    const storage = memoryStorage();
    expect(votedOn('/docs/a', storage)).toBeNull();
    rememberVote('/docs/a', 'no', storage);
    rememberVote('/docs/b', 'yes', storage);
    expect(votedOn('/docs/a', storage)).toBe('no');
    expect(votedOn('/docs/b', storage)).toBe('yes');
    expect(votedOn('/docs/c', storage)).toBeNull();
    expect(JSON.parse(storage.items.get(STORAGE_KEYS.docsFeedback)!)).toEqual({'/docs/a': 'no', '/docs/b': 'yes'});
  });

  it('treats garbage, missing or throwing storage as no vote', () => {
    expect(votedOn('/docs/a', memoryStorage({[STORAGE_KEYS.docsFeedback]: 'not json'}))).toBeNull();
    expect(votedOn('/docs/a', memoryStorage({[STORAGE_KEYS.docsFeedback]: '["/docs/a"]'}))).toBeNull();
    expect(votedOn('/docs/a', memoryStorage({[STORAGE_KEYS.docsFeedback]: '{"/docs/a": 1}'}))).toBeNull();
    expect(votedOn('toString', memoryStorage())).toBeNull();
    expect(votedOn('/docs/a', null)).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(votedOn('/docs/a', throwing)).toBeNull();
    expect(() => rememberVote('/docs/a', 'yes', throwing)).not.toThrow();
  });

  it('keeps the other pages when storage held a broken entry', () => {
    const storage = memoryStorage({[STORAGE_KEYS.docsFeedback]: '{"/docs/a": "yes", "/docs/b": {"x": 1}}'});
    rememberVote('/docs/c', 'no', storage);
    expect(JSON.parse(storage.items.get(STORAGE_KEYS.docsFeedback)!)).toEqual({'/docs/a': 'yes', '/docs/c': 'no'});
  });

  it('names a page by its path without a trailing slash', () => {
    expect(votePage('/docs/get-started/overview/')).toBe('/docs/get-started/overview');
    expect(votePage('/docs')).toBe('/docs');
    expect(votePage('/')).toBe('/');
  });
});
