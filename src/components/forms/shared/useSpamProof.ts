import {useCallback, useRef} from 'react';
import type {SpamProof, SpamSolver} from '@site/src/lib/spam/solver';
import {isChallengeRefusal} from '@site/src/lib/spam/payload';
import {useFunctionsUrl} from './useFunctionsUrl';

const loadSolver = () => import(/* webpackChunkName: "spam-solver" */ '@site/src/lib/spam/solver');

/**
 * The form's anti-spam proof (docs-engineering/decisions.md#spam-protection): `start` goes on the form's first
 * focus or tap (with the rules' warm-up), so the challenge is fetched and
 * solved in a worker while the visitor types; `withProof` runs one call with
 * a proof, waiting for it if it is not ready, and if the server refuses the
 * proof (expired, already used) solves a new one and calls once more. The
 * solver is its own chunk, fetched on that first focus, never with the page.
 */
export function useSpamProof() {
  const base = useFunctionsUrl();
  const solver = useRef<Promise<SpamSolver> | null>(null);

  const load = useCallback(() => {
    if (!solver.current) {
      const loading = loadSolver().then(({createSpamSolver}) => createSpamSolver(base));
      solver.current = loading;
      // A chunk that failed to load (offline, a new deploy) is fetched again on the next try.
      loading.catch(() => {
        if (solver.current === loading) solver.current = null;
      });
    }
    return solver.current;
  }, [base]);

  const start = useCallback(() => {
    load().then(
      (loaded) => loaded.start(),
      () => undefined,
    );
  }, [load]);

  const withProof = useCallback(
    async <T>(call: (proof: SpamProof) => Promise<T>): Promise<T> => {
      const loaded = await load();
      try {
        return await call(await loaded.take());
      } catch (error) {
        if (!isChallengeRefusal(error)) throw error;
        return call(await loaded.take());
      } finally {
        // The next submission (another address, a second form) starts on a new proof at once.
        loaded.start();
      }
    },
    [load],
  );

  return {start, withProof};
}
