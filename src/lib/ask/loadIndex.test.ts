import {afterEach, describe, expect, it, vi} from 'vitest';

describe('loadAskIndex', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('fetches the index of the page’s language, once', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({sections: []}), {status: 200}));
    vi.stubGlobal('fetch', fetch);
    const {loadAskIndex} = await import('./loadIndex');
    await loadAskIndex('/es/ask/index.json');
    await loadAskIndex('/es/ask/index.json');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/es/ask/index.json');
  });

  it('fetches the default language’s index without a path, and tries again after a failure', async () => {
    const fetch = vi.fn(async () => new Response('', {status: 404}));
    vi.stubGlobal('fetch', fetch);
    const {loadAskIndex} = await import('./loadIndex');
    await expect(loadAskIndex()).rejects.toThrow(/HTTP 404/);
    await expect(loadAskIndex()).rejects.toThrow(/HTTP 404/);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith('/ask/index.json');
  });
});
