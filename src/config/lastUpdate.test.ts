import {mkdtemp, utimes, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {getVcsPreset} from '@docusaurus/utils';
import type {VcsConfig} from '@docusaurus/types';
import {createLastUpdateVcs} from './lastUpdate';

const gitDate = {timestamp: Date.UTC(2026, 8, 1), author: 'Maya Chen'};

function fakeGit(read: () => Promise<typeof gitDate | null>): VcsConfig {
  return {initialize: () => undefined, getFileCreationInfo: read, getFileLastUpdateInfo: read};
}

const modifiedAt = async () => Date.UTC(2026, 9, 15);

describe('last update date', () => {
  it("keeps Git's date when Git has one", async () => {
    const vcs = createLastUpdateVcs({vcs: fakeGit(async () => gitDate), modifiedAt});
    await expect(vcs.getFileLastUpdateInfo('/docs/a.mdx')).resolves.toEqual(gitDate);
  });

  it('uses the file date for a file Git does not track', async () => {
    const vcs = createLastUpdateVcs({vcs: fakeGit(async () => null), modifiedAt});
    await expect(vcs.getFileLastUpdateInfo('/docs/a.mdx')).resolves.toEqual({
      timestamp: Date.UTC(2026, 9, 15),
      author: '',
    });
  });

  it('uses the file date when Git fails (no worktree)', async () => {
    const vcs = createLastUpdateVcs({
      vcs: fakeGit(() => Promise.reject(new Error('not a git repository'))),
      modifiedAt,
    });
    await expect(vcs.getFileLastUpdateInfo('/docs/a.mdx')).resolves.toMatchObject({timestamp: Date.UTC(2026, 9, 15)});
  });

  it("outside any Git worktree, Docusaurus's own Git reader fails and the fallback reads the file", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'no-git-'));
    const file = path.join(dir, 'page.mdx');
    await writeFile(file, '# Page\n');
    const when = new Date(Date.UTC(2026, 10, 2, 12));
    await utimes(file, when, when);
    const git = getVcsPreset('git-ad-hoc');
    await expect(git.getFileLastUpdateInfo(file)).rejects.toThrow();
    const vcs = createLastUpdateVcs({
      vcs: git,
      modifiedAt: async (f) => (await import('node:fs/promises')).stat(f).then((s) => s.mtimeMs),
    });
    await expect(vcs.getFileLastUpdateInfo(file)).resolves.toEqual({timestamp: when.getTime(), author: ''});
  });
});
