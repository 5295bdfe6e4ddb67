import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
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
  it('matches the social schema', () => {
    expectMatchesSchema(socialSchema, {
      linkedinPosts,
      photoPosts,
      videos,
      hero: socialHero,
      columns: socialColumns,
      featuredPost,
      labels: socialLabels,
    });
    for (const image of [...photoPosts.map((p) => p.image), ...videos.map((v) => v.thumbnail)]) {
      expect(existsSync(path.join('static', image)), `image file missing: ${image}`).toBe(true);
    }
  });

  it('has exactly one featured post, first', () => {
    expect(linkedinPosts.filter((p) => p.featured)).toHaveLength(1);
    expect(linkedinPosts[0]!.featured).toBe(true);
  });

  it('has unique ids, counts them all as updates and follows two profiles', () => {
    const ids = [...linkedinPosts, ...photoPosts, ...videos].map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(socialUpdateCount).toBe(ids.length);
    expect(stayConnected.profiles.map((p) => p.id)).toEqual(['linkedin', 'instagram']);
  });
});
