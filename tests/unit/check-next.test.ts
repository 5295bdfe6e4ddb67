import {describe, expect, it} from 'vitest';
import {
  newestCommonCanary,
  newestTypeScript,
  nextPackageJson,
  parseArgs,
  summaryLines,
  typescriptPeerRanges,
} from '../../scripts/check-next.mjs';

/** The pure parts of `npm run check:next` (scripts/check-next.mjs): which versions it tries, and what it prints. */
describe('check:next', () => {
  it('takes the newest 4.0 canary every @docusaurus package has', () => {
    const core = ['3.10.2', '4.0.0-canary-6808', '4.0.0-canary-6822'];
    const theme = ['3.10.2', '4.0.0-canary-6800', '4.0.0-canary-6808'];
    expect(newestCommonCanary([core, theme])).toBe('4.0.0-canary-6808');
    expect(newestCommonCanary([core, ['3.10.2']])).toBeUndefined();
  });

  it('takes the newest TypeScript 6 or later inside every peer range', () => {
    const versions = ['5.8.3', '6.0.2', '6.0.3', '7.0.2', '7.1.0-beta'];
    expect(newestTypeScript(versions, ['>=6.0'])).toBe('7.0.2');
    expect(newestTypeScript(versions, ['>=6.0', '>=4.8.4 <6.1.0'])).toBe('6.0.3');
    expect(newestTypeScript(versions, ['<6'])).toBeUndefined();
    expect(
      typescriptPeerRanges({packages: {'': {}, 'node_modules/a': {peerDependencies: {typescript: '>=4.8.4 <6.1.0'}}}}),
    ).toEqual(['>=4.8.4 <6.1.0']);
  });

  it('moves every @docusaurus package and TypeScript, and nothing else', () => {
    // The framework's packages the code imports directly (utils, logger) move with core.
    const pkg = {
      dependencies: {
        '@docusaurus/core': '3.10.2',
        '@docusaurus/logger': '3.10.2',
        '@docusaurus/utils': '3.10.2',
        'prismjs': '1.30.0',
        'react': '^19.1.0',
      },
      devDependencies: {'@docusaurus/types': '3.10.2', 'typescript': '~5.8.0'},
    };
    expect(nextPackageJson(pkg, '4.0.0-canary-6808', '6.0.3')).toEqual({
      dependencies: {
        '@docusaurus/core': '4.0.0-canary-6808',
        '@docusaurus/logger': '4.0.0-canary-6808',
        '@docusaurus/utils': '4.0.0-canary-6808',
        'prismjs': '1.30.0',
        'react': '^19.1.0',
      },
      devDependencies: {'@docusaurus/types': '4.0.0-canary-6808', 'typescript': '6.0.3'},
    });
    expect(pkg.dependencies['@docusaurus/core']).toBe('3.10.2');
  });

  it('reads its arguments', () => {
    const options = parseArgs(['--e2e', 'a.spec.ts', 'b.spec.ts', '--skip', 'unit,typecheck', '--keep']);
    expect(options.e2e).toEqual(['a.spec.ts', 'b.spec.ts']);
    expect([...options.skip]).toEqual(['unit', 'typecheck']);
    expect(options.keep).toBe(true);
    expect(() => parseArgs(['--fast'])).toThrow(/unknown argument --fast/);
  });

  it('keeps the counts and the failures of a run', () => {
    const output =
      '\x1b[32m✓\x1b[39m fine\n  ✘  1 [chromium] › a.spec.ts:3:1 › breaks\n  1 failed\n  40 passed (1.2m)\ntsconfig.json(4,5): error TS5101: Option baseUrl is deprecated\n';
    expect(summaryLines(output)).toEqual([
      '1 failed',
      '40 passed (1.2m)',
      '✘  1 [chromium] › a.spec.ts:3:1 › breaks',
      'tsconfig.json(4,5): error TS5101: Option baseUrl is deprecated',
    ]);
  });
});
