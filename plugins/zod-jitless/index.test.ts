import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import zodJitlessPlugin from './index';
import {ZOD_JITLESS_SCRIPT} from './jitlessScript';

describe('zod-jitless plugin', () => {
  it('puts the zod switch inline in every head', async () => {
    const plugin = zodJitlessPlugin();
    expect(await plugin.injectHtmlTags?.({content: undefined})).toEqual({
      headTags: [{tagName: 'script', innerHTML: ZOD_JITLESS_SCRIPT}],
    });
  });

  it('turns zod jitless before any bundle runs, keeping config set earlier', () => {
    // In a new context, globalThis is the context object itself, as window is in the browser.
    const fresh: {__zod_globalConfig?: object} = {};
    runInNewContext(ZOD_JITLESS_SCRIPT, fresh);
    expect(fresh.__zod_globalConfig).toEqual({jitless: true});

    const configured = {__zod_globalConfig: {locale: 'en'}};
    runInNewContext(ZOD_JITLESS_SCRIPT, configured);
    expect(configured.__zod_globalConfig).toEqual({locale: 'en', jitless: true});
  });
});
