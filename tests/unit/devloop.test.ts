import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';

describe('npm start does no per-edit work the build does not need (issue 32)', () => {
  it("has no debug plugin, whose module of all content was rebuilt on every save before the hot update", () => {
    const [[name, options]] = config.presets as [[string, {debug?: boolean}]];
    expect(name).toBe('classic');
    expect(options.debug).toBe(false);
  });
});
