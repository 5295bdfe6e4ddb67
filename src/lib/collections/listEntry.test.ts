import {describe, expect, it} from 'vitest';
import {listEntryMapper, type ListItem} from './listEntry';

const item = {
  content: {
    metadata: {
      permalink: '/changelog/a',
      title: 'A',
      description: 'About A',
      date: '2025-01-15T00:00:00.000Z',
      authors: [{name: 'Ana'}],
    },
    frontMatter: {kind: 'New'},
  },
} as unknown as ListItem;

describe('listEntryMapper', () => {
  it('takes the shared metadata and what the collection picks from its typed front matter', () => {
    const toEntry = listEntryMapper(
      (fm: unknown) => ({kind: (fm as {kind: string}).kind, defaulted: true}),
      (fm, metadata) => ({kind: fm.kind, defaulted: fm.defaulted, author: metadata.authors[0]?.name}),
    );
    expect(toEntry(item)).toEqual({
      permalink: '/changelog/a',
      title: 'A',
      description: 'About A',
      date: '2025-01-15T00:00:00.000Z',
      kind: 'New',
      defaulted: true,
      author: 'Ana',
    });
  });
});
