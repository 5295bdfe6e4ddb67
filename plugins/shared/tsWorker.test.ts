import {describe, expect, it} from 'vitest';
import {runTsWorker} from './tsWorker';

const ECHO = new URL('./__fixtures__/echoWorker.mts', import.meta.url);

describe('runTsWorker', () => {
  it('runs a TypeScript module as a native ES module on a worker thread and resolves with its answer', async () => {
    const answer = await runTsWorker<{typed: string; esModule: boolean; moduleUrl: string; parsed: number}>(ECHO, {
      text: 'hello',
    });
    expect(answer).toMatchObject({typed: 'HELLO', esModule: true, parsed: 1});
    // tsx loads it under a namespace of its own, as a query on the module's URL.
    expect(answer.moduleUrl.startsWith(`${ECHO.href}?`)).toBe(true);
  });

  it('rejects with the module’s error', async () => {
    await expect(runTsWorker(ECHO, {text: 'x', fail: true})).rejects.toThrow('asked to fail');
  });

  it('rejects when the module does not exist', async () => {
    await expect(runTsWorker(new URL('./__fixtures__/missing.mts', import.meta.url), {})).rejects.toThrow(
      /missing\.mts/,
    );
  });
});
