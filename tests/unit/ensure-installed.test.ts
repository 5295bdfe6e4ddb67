import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {ensureInstalled, INSTALL_MARKER} from '../../scripts/ensure-installed.mjs';

describe('npm start on a fresh clone', () => {
  it('installs the dependencies when node_modules is missing', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'fresh-clone-'));
    const run = vi.fn(() => ({status: 0}));
    expect(ensureInstalled(root, run)).toBe(true);
    expect(run).toHaveBeenCalledWith(
      expect.stringMatching(/^npm/),
      ['install', '--no-audit', '--no-fund'],
      expect.objectContaining({cwd: root}),
    );
  });

  it('does nothing once they are installed', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'installed-clone-'));
    mkdirSync(path.dirname(path.join(root, INSTALL_MARKER)), {recursive: true});
    writeFileSync(path.join(root, INSTALL_MARKER), '{}');
    const run = vi.fn(() => ({status: 0}));
    expect(ensureInstalled(root, run)).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });

  it('stops with a message when the install fails', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'broken-clone-'));
    expect(() => ensureInstalled(root, () => ({status: 1}))).toThrow(/npm install failed/);
  });

  it('is what scripts/start.mjs runs before anything else', () => {
    const start = readFileSync(path.resolve(__dirname, '../../scripts/start.mjs'), 'utf8');
    const call = start.indexOf('ensureInstalled(root)');
    expect(call).toBeGreaterThan(0);
    expect(call).toBeLessThan(start.search(/run\(\s*'functions'/));
  });
});
