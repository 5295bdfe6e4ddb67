import {SPAM_CHALLENGE_FIELD} from '../forms/fields';
import {callFunction} from '../forms/client';
import {asChallenge, encodePayload, isStale, type ChallengeLike, type SolutionLike} from './payload';

/**
 * One form's anti-spam proof (docs-engineering/decisions.md#spam-protection), loaded on the form's first focus
 * (useLeadForm): fetches a challenge from our own functions and solves it in
 * a web worker while the visitor types, so that by the time they press the
 * button the proof is usually ready; a submit that comes first waits for it.
 * Each proof is sent once; the next submit solves a new one.
 */

export type SpamProof = {[SPAM_CHALLENGE_FIELD]?: string};

/** The name of the performance measure of each solve (read by the end-to-end tests). */
export const SOLVE_MEASURE = 'budbot:challenge-solve';

type Ready = {proof: SpamProof; expiresAt: number | undefined};

function solveInWorker(challenge: ChallengeLike): Promise<SolutionLike> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./solver.worker.ts', import.meta.url));
    worker.onmessage = (event: MessageEvent<{solution?: SolutionLike | null; error?: string}>) => {
      worker.terminate();
      if (event.data.solution) resolve(event.data.solution);
      else reject(new Error(event.data.error ?? 'The anti-spam check found no solution in time.'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The anti-spam worker failed.'));
    };
    worker.postMessage(challenge);
  });
}

/** Without workers (or if the worker script cannot start): the same solver on this thread, still async. */
async function solveHere(challenge: ChallengeLike): Promise<SolutionLike> {
  const [{solveChallenge}, {deriveKey}] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const solution = await solveChallenge({
    challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'],
    deriveKey,
    timeout: 30_000,
  });
  if (!solution) throw new Error('The anti-spam check found no solution in time.');
  return solution;
}

async function obtain(base: string): Promise<Ready> {
  const challenge = asChallenge(await callFunction<unknown>(base, 'challenge', {}));
  if (!challenge) return {proof: {}, expiresAt: undefined};
  const started = performance.now();
  let solution: SolutionLike;
  try {
    solution = typeof Worker === 'function' ? await solveInWorker(challenge) : await solveHere(challenge);
  } catch {
    solution = await solveHere(challenge);
  }
  performance.measure(SOLVE_MEASURE, {start: started, end: performance.now()});
  return {
    proof: {[SPAM_CHALLENGE_FIELD]: encodePayload(challenge, solution)},
    expiresAt: challenge.parameters.expiresAt,
  };
}

export function createSpamSolver(base: string) {
  let current: Promise<Ready> | undefined;

  const start = () => {
    if (!current) {
      const next = obtain(base);
      current = next;
      // A failed fetch or solve is forgotten, so the next start or take tries again.
      next.catch(() => {
        if (current === next) current = undefined;
      });
    }
    return current;
  };

  return {
    /** Starts fetching and solving, unless a proof is already under way or in hand. */
    start: () => void start().catch(() => undefined),
    /** The proof for one submission (waiting for it if need be); it is used up. */
    async take(): Promise<SpamProof> {
      let ready = await start();
      if (isStale(ready.expiresAt, Date.now())) {
        current = undefined;
        ready = await start();
      }
      current = undefined;
      return ready.proof;
    },
  };
}

export type SpamSolver = ReturnType<typeof createSpamSolver>;
