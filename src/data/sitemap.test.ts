import * as z from 'zod';
import {describe, expect, it} from 'vitest';
import {sitemapGroupSchema} from '../../plugins/sitemap-page/options';
import {SITEMAP_CLOSING, SITEMAP_MAIN_GROUPS, SITEMAP_OTHER_GROUP, SITEMAP_PAGE} from './sitemap';
import {sitemapPageSchema} from './schemas';
import {expectMatchesSchema} from './testing';

const paths = (id: string) =>
  [...SITEMAP_MAIN_GROUPS, SITEMAP_OTHER_GROUP].find((g) => g.id === id)?.links.map((l) => l.path);

describe('sitemap data', () => {
  it('matches its schema', () => {
    expectMatchesSchema(z.array(sitemapGroupSchema), [...SITEMAP_MAIN_GROUPS, SITEMAP_OTHER_GROUP]);
    expectMatchesSchema(sitemapPageSchema, SITEMAP_PAGE);
  });

  it('lists the four fixed groups in order', () => {
    expect(SITEMAP_MAIN_GROUPS.map((g) => g.title)).toEqual(['Main Pages', 'AI Agents', 'Services', 'Content Hub']);
    expect(paths('main-pages')).toEqual(['/', '/about', '/how-it-works', '/pricing', '/contact']);
    expect(paths('services')).toEqual(['/services/consultancy', '/services/ad-network', '/services/digital-signage']);
    expect(paths('content-hub')).toEqual(['/content-hub', '/blog', '/case-studies', '/newsletters', '/social']);
    expect(paths('ai-agents')).toEqual(expect.arrayContaining(['/ai-agents', '/ai-product-bot', '/agents/ada-widget']));
    expect(paths('other')).toEqual(
      expect.arrayContaining(['/integrations', '/waitlist', '/mj-unpacked', '/privacy', '/sitemap']),
    );
    expect(SITEMAP_CLOSING).toMatchObject({
      title: 'Need Help Finding Something?',
      action: {label: 'Contact Support', to: '/contact'},
    });
  });

  it('lists each page once', () => {
    const all = [...SITEMAP_MAIN_GROUPS, SITEMAP_OTHER_GROUP].flatMap((g) => g.links.map((l) => l.path));
    expect(new Set(all).size).toBe(all.length);
  });
});
