import {describe, expect, it} from 'vitest';
import * as z from 'zod';
import sidebars from '../../sidebars';
import {CHANGELOG_COPY, HELP_CENTER_COPY, HELP_SECTIONS} from './helpCenter';
import {changelogCopySchema, helpCenterCopySchema, helpSectionSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('Help Center copy', () => {
  it('matches its schema', () => {
    expectMatchesSchema(z.array(helpSectionSchema), HELP_SECTIONS);
    expectMatchesSchema(helpCenterCopySchema, HELP_CENTER_COPY);
    expectMatchesSchema(changelogCopySchema, CHANGELOG_COPY);
  });

  it('has one card per sidebar category, in the sidebar order', () => {
    const categories = sidebars.helpCenter.flatMap((item) =>
      typeof item === 'object' && item.type === 'category' ? [item.label] : [],
    );
    expect(HELP_SECTIONS.map((s) => s.label)).toEqual(categories);
  });

  it('counts guides in words', () => {
    expect(HELP_CENTER_COPY.guides(1)).toBe('1 guide');
    expect(HELP_CENTER_COPY.guides(7)).toBe('7 guides');
  });
});
