import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createStaticApp} from './static';

describe('static files for AI assistants', () => {
  let root: string;
  let app: ReturnType<typeof createStaticApp>;

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'budbot-static-'));
    mkdirSync(path.join(root, 'docs/integrations'), {recursive: true});
    writeFileSync(path.join(root, 'docs/integrations/dutchie.md'), '# Dutchie\n\nConnect your menu.\n');
    writeFileSync(path.join(root, 'docs/integrations/dutchie.html'), '<!doctype html><title>Dutchie</title>');
    writeFileSync(path.join(root, 'docs/index.md'), '# Help Center\n');
    writeFileSync(path.join(root, 'llms.txt'), '# BudBot\n');
    writeFileSync(path.join(root, 'llms-full.txt'), '# BudBot Help Center\n');
    writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>');
    app = createStaticApp({root});
  });
  afterAll(() => rmSync(root, {recursive: true, force: true}));

  it('serves a Markdown twin as text/markdown, beside its HTML page', async () => {
    const twin = await app.request('/docs/integrations/dutchie.md');
    expect(twin.status).toBe(200);
    expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await twin.text()).toBe('# Dutchie\n\nConnect your menu.\n');
    const page = await app.request('/docs/integrations/dutchie');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect((await app.request('/docs/index.md')).headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  });

  it('serves llms.txt and llms-full.txt as plain text', async () => {
    for (const file of ['/llms.txt', '/llms-full.txt']) {
      const res = await app.request(file);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    }
  });

  it('answers 404 for a twin that does not exist', async () => {
    const res = await app.request('/docs/integrations/nowhere.md');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'budbot-static-'));
  mkdirSync(path.join(root, 'blog'));
  writeFileSync(path.join(root, '404.html'), '<title>Page not found</title>');
  writeFileSync(path.join(root, 'blog.html'), '<title>Blog</title>');
  writeFileSync(path.join(root, 'blog', 'a-post.html'), '<title>A post</title>');
  writeFileSync(path.join(root, 'blog', '404.html'), '<title>Article Not Found</title>');
  mkdirSync(path.join(root, 'es', 'docs'), {recursive: true});
  writeFileSync(path.join(root, 'es', '404.html'), '<title>Página no encontrada</title>');
  writeFileSync(path.join(root, 'es', 'docs', '404.html'), '<title>Guía no encontrada</title>');
  writeFileSync(path.join(root, 'es', 'pricing.html'), '<title>Precios</title>');
});
afterAll(() => rmSync(root, {recursive: true, force: true}));

describe('unknown addresses', () => {
  const get = (pathname: string) => createStaticApp({root}).request(pathname);

  it("answer an unknown article with the blog's own not-found page and a 404", async () => {
    const res = await get('/blog/no-such-post');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Article Not Found');
  });

  it('answer the pre-rendered not-found page itself with a 404 too', async () => {
    expect((await get('/blog/404')).status).toBe(404);
  });

  it("answer a list without its own page, and any other path, with the site's 404 page", async () => {
    for (const pathname of ['/newsletters/nothing', '/no-such-page']) {
      const res = await get(pathname);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Page not found');
    }
  });

  it('answer an unknown Spanish address with the Spanish not-found page, a list’s own one too', async () => {
    for (const [pathname, title] of [
      ['/es/no-existe', 'Página no encontrada'],
      ['/es/docs/no-existe', 'Guía no encontrada'],
      ['/es/docs/404', 'Guía no encontrada'],
    ] as const) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(404);
      expect(await res.text(), pathname).toContain(title);
    }
    expect((await get('/es/pricing')).status).toBe(200);
  });

  it('answer a language the site does not have with the English not-found page', async () => {
    const res = await get('/fr/pricing');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found');
  });

  it('still serve the entries that exist', async () => {
    expect((await get('/blog/a-post')).status).toBe(200);
    expect((await get('/blog')).status).toBe(200);
  });
});
