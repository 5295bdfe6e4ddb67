import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {SOCIAL_PROFILES} from './constants';
import {featuredPost, linkedinPosts, photoPosts, socialColumns, socialHero, socialLabels, socialUpdateCount, stayConnected, videos} from './social';

const text = z.string().trim().min(2);
const count = z.number().int().nonnegative();
const profileUrl = z.string().refine((url) => SOCIAL_PROFILES.some((p) => p.href === url), 'must be a social profile address');
const image = z.string().regex(/^\/img\/social\/[a-z0-9-]+\.svg$/).refine((p) => existsSync(path.join('static', p)), 'image file missing');

describe('social data', () => {
  it('matches the spec entities', () => {
    z.array(
      z.object({
        id: text,
        content: text,
        date: text,
        engagement: z.object({likes: count, comments: count, shares: count}),
        url: profileUrl,
        featured: z.boolean(),
      }),
    ).parse(linkedinPosts);
    z.array(
      z.object({id: text, caption: text, image, alt: text, date: text, engagement: z.object({likes: count, comments: count}), url: profileUrl}),
    ).parse(photoPosts);
    z.array(
      z.object({id: text, title: text, duration: z.string().regex(/^\d+:\d{2}$/), views: count, description: text, thumbnail: image, url: profileUrl}),
    ).parse(videos);
  });

  it('has exactly one featured post, first', () => {
    expect(linkedinPosts.filter((p) => p.featured)).toHaveLength(1);
    expect(linkedinPosts[0]!.featured).toBe(true);
  });

  it('has unique ids and the page copy', () => {
    const ids = [...linkedinPosts, ...photoPosts, ...videos].map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(socialUpdateCount).toBe(ids.length);
    z.object({
      eyebrow: text,
      title: text,
      subtitle: text,
      followersLabel: text,
      followersNote: text,
      viewsLabel: text,
      viewsNote: text,
      updatesLabel: text,
      updatesNote: text,
    }).parse(socialHero);
    z.object({title: text, author: text, authorRole: text, action: text}).parse(featuredPost);
    for (const column of Object.values(socialColumns)) profileUrl.parse(column.href);
    z.object({latestTitle: text, viewPost: text, viewPhoto: text, views: text, duration: text, followPrefix: text, engagement: z.record(z.string(), text)}).parse(socialLabels);
    expect(stayConnected.profiles.map((p) => p.id)).toEqual(['linkedin', 'instagram']);
  });
});
