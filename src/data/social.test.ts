import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {LOCALES} from './constants';
import {socialSchema} from './schemas';
import {
  featuredPost,
  linkedinPosts,
  photoPosts,
  socialColumns,
  socialHero,
  socialLabels,
  socialUpdateCount,
  stayConnected,
  videos,
} from './social';
import {expectMatchesSchema} from './testing';

describe('social data', () => {
  it.each(LOCALES)('matches the social schema in %s', (locale) => {
    expectMatchesSchema(socialSchema, {
      linkedinPosts: linkedinPosts[locale],
      photoPosts: photoPosts[locale],
      videos: videos[locale],
      hero: socialHero[locale],
      columns: socialColumns[locale],
      featuredPost: featuredPost[locale],
      labels: socialLabels[locale],
    });
    for (const image of [...photoPosts[locale].map((p) => p.image), ...videos[locale].map((v) => v.thumbnail)]) {
      expect(existsSync(path.join('static', image)), `image file missing: ${image}`).toBe(true);
    }
  });

  it('has exactly one featured post, first', () => {
    expect(linkedinPosts.en.filter((p) => p.featured)).toHaveLength(1);
    expect(linkedinPosts.en[0]!.featured).toBe(true);
  });

  it('has unique ids, counts them all as updates and follows two profiles', () => {
    const ids = [...linkedinPosts.en, ...photoPosts.en, ...videos.en].map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(socialUpdateCount).toBe(ids.length);
    expect(stayConnected.en.profiles.map((p) => p.id)).toEqual(['linkedin', 'instagram']);
  });

  it.each(LOCALES)('shows the same posts, figures and links in %s as in English', (locale) => {
    const shape = <T extends {id: string; url: string}>(items: readonly T[], text: readonly (keyof T)[]) =>
      items.map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => !text.includes(key as keyof T))));
    expect(shape(linkedinPosts[locale], ['content', 'date'])).toEqual(shape(linkedinPosts.en, ['content', 'date']));
    expect(shape(photoPosts[locale], ['caption', 'alt', 'date'])).toEqual(
      shape(photoPosts.en, ['caption', 'alt', 'date']),
    );
    expect(shape(videos[locale], ['title', 'description'])).toEqual(shape(videos.en, ['title', 'description']));
  });

  it('gives the Spanish posts a first sentence the content hub can use as a title', () => {
    // The hub titles a post by its first sentence: an abbreviation's period ("p. m.") would cut it short.
    for (const {content} of linkedinPosts.es) expect(content.split(/(?<=[.!?])\s+/)[0]).toMatch(/\p{L}{3,}[.!?]$/u);
  });
});
