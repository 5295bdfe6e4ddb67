import {describe, expect, it} from 'vitest';
import * as z from 'zod';
import sidebars from '../../sidebars';
import {CHANGELOG_COPY, HELP_CENTER_COPY, HELP_SECTIONS} from './helpCenter';
import {changelogCopySchema, helpCenterCopySchema, helpSectionSchema} from './schemas';
import {expectMatchesSchema} from './testing';
import {LOCALES} from './constants';

describe('Help Center copy', () => {
  it('matches its schema', () => {
    for (const locale of LOCALES) {
      expectMatchesSchema(z.array(helpSectionSchema), HELP_SECTIONS[locale]);
      expectMatchesSchema(helpCenterCopySchema, HELP_CENTER_COPY[locale]);
    }
    expectMatchesSchema(changelogCopySchema, CHANGELOG_COPY);
  });

  it('has one card per sidebar category, in the sidebar order, in every language', () => {
    const categories = sidebars.helpCenter.flatMap((item) => {
      if (typeof item !== 'object' || item.type !== 'category' || !('link' in item)) return [];
      const {link} = item;
      return [
        link?.type === 'doc'
          ? link.id.replace(/\/index$/, '')
          : link?.type === 'generated-index'
            ? link.slug?.slice(1)
            : '',
      ];
    });
    for (const locale of LOCALES) expect(HELP_SECTIONS[locale].map((s) => s.slug)).toEqual(categories);
  });

  it('counts guides in words', () => {
    expect(HELP_CENTER_COPY.en.guides(1)).toBe('1 guide');
    expect(HELP_CENTER_COPY.en.guides(7)).toBe('7 guides');
    expect(HELP_CENTER_COPY.es.guides(1)).toBe('1 guía');
    expect(HELP_CENTER_COPY.es.guides(7)).toBe('7 guías');
  });
});
