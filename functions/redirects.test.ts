import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Hono} from 'hono';
import {describe, expect, it} from 'vitest';
import {formatRedirectsFile} from '../plugins/redirects/collectRedirects';
import {REDIRECTS} from '../src/data/redirects';
import {loadBuiltRedirects, redirectsMiddleware} from './redirects';

const NEWSLETTER_ALIAS = {
  from: '/newsletters/cannabis-retail-intelligence-weekly-issue-47',
  to: '/newsletters/holiday-shopping-behavior-analysis-cannabis-retail-insights',
};

function buildDir() {
  const root = mkdtempSync(path.join(tmpdir(), 'redirects-'));
  writeFileSync(path.join(root, '_redirects'), formatRedirectsFile([...REDIRECTS, NEWSLETTER_ALIAS]));
  return root;
}

function app(root = buildDir()) {
  const site = new Hono();
  site.use('*', redirectsMiddleware(loadBuiltRedirects(root)));
  site.get('*', (c) => c.text('page'));
  site.post('*', (c) => c.text('posted'));
  return site;
}

describe('redirects middleware', () => {
  it.each([...REDIRECTS, NEWSLETTER_ALIAS])('answers $from with a 301 to $to', async ({from, to}) => {
    const res = await app().request(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });

  it('tolerates a trailing slash and keeps the query string', async () => {
    const res = await app().request('/contact-us/?utm_source=flyer&ref=12');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/contact?utm_source=flyer&ref=12');
  });

  it('answers HEAD too', async () => {
    const res = await app().request('/chat-widget', {method: 'HEAD'});
    expect(res.status).toBe(301);
  });

  it('leaves pages, other methods and look-alike paths alone', async () => {
    const site = app();
    expect((await site.request('/contact')).status).toBe(200);
    expect((await site.request('/contact-us', {method: 'POST'})).status).toBe(200);
    expect((await site.request('/contact-us-now')).status).toBe(200);
  });

  it('serves no redirects when the build has no _redirects file', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'redirects-empty-'));
    expect(loadBuiltRedirects(root)).toEqual([]);
    expect((await app(root).request('/contact-us')).status).toBe(200);
  });
});
