import {describe, expect, it} from 'vitest';
import * as z from 'zod';
import sidebars from '../../sidebars';
import {CHANGELOG_COPY, HELP_CENTER_COPY, HELP_SECTION_ICONS, HELP_SECTIONS} from './helpCenter';

const sentence = z.string().min(60).max(200).regex(/\.$/, 'must be a full sentence');

describe('Help Center copy', () => {
  it('matches its schema', () => {
    const section = z.object({label: z.string().min(3), icon: z.enum(HELP_SECTION_ICONS), summary: sentence}).strict();
    expect(() => z.array(section).parse(HELP_SECTIONS)).not.toThrow();
    expect(() => sentence.parse(HELP_CENTER_COPY.intro)).not.toThrow();
    expect(() => sentence.parse(HELP_CENTER_COPY.releaseNotes.summary)).not.toThrow();
    expect(() => z.string().min(10).parse(CHANGELOG_COPY.subtitle)).not.toThrow();
  });

  it('has one card per sidebar category, in the sidebar order', () => {
    const categories = sidebars.helpCenter.flatMap((item) => (typeof item === 'object' && item.type === 'category' ? [item.label] : []));
    expect(HELP_SECTIONS.map((s) => s.label)).toEqual(categories);
  });

  it('counts guides in words', () => {
    expect(HELP_CENTER_COPY.guides(1)).toBe('1 guide');
    expect(HELP_CENTER_COPY.guides(7)).toBe('7 guides');
  });
});
