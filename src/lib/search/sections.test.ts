import {describe, expect, it} from 'vitest';
import {LOCALES} from '../../data/constants';
import {
  OTHER_SECTION,
  SEARCH_FILTERS,
  SEARCH_LABELS,
  SEARCH_SECTIONS,
  searchOptionsFor,
  searchSectionOf,
} from './sections';

describe('searchSectionOf', () => {
  it.each([
    ['/docs', 'Help Center'],
    ['/docs/integrations/treez', 'Help Center'],
    ['/blog/cart-recovery', 'Blog'],
    ['/newsletters/issue-48', 'Newsletters'],
    ['/case-studies/denver', 'Case studies'],
    ['/changelog/help-center-launch', 'Release notes'],
    ['/pricing', OTHER_SECTION],
    ['/blogroll', OTHER_SECTION],
    ['/docsify', OTHER_SECTION],
    ['/docs/get-started?x=1#y', 'Help Center'],
    ['/es/docs/integrations/treez', 'Help Center'],
    ['/es/docs', 'Help Center'],
    ['/es/pricing', OTHER_SECTION],
    ['/es/', OTHER_SECTION],
  ])('%s is in %s', (path, section) => {
    expect(searchSectionOf(path)).toBe(section);
  });
});

describe('searchOptionsFor', () => {
  it('filters by section, except for All', () => {
    expect(searchOptionsFor('All')).toEqual({});
    expect(searchOptionsFor('Help Center')).toEqual({filters: {section: 'Help Center'}});
  });

  it('offers only sections that exist', () => {
    const labels: readonly string[] = SEARCH_SECTIONS.map((s) => s.label);
    for (const filter of SEARCH_FILTERS.filter((f) => f !== 'All')) expect(labels).toContain(filter);
  });
});

describe('SEARCH_LABELS', () => {
  it.each(LOCALES)('names every section and filter in %s', (locale) => {
    const keys: (keyof (typeof SEARCH_LABELS)['en'])[] = [
      ...SEARCH_SECTIONS.map((s) => s.label),
      OTHER_SECTION,
      ...SEARCH_FILTERS,
    ];
    for (const key of keys) expect(SEARCH_LABELS[locale][key]).toMatch(/\S/);
  });
});
