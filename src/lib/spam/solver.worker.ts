/**
 * The forms' proof of work, off the main thread: altcha-lib's solver on
 * WebCrypto's SHA-256. Receives one challenge, answers its solution (or null
 * when none was found in time). Started by ./solver.ts.
 */
import {solveChallenge, type Challenge, type Solution} from 'altcha-lib';
import {deriveKey} from 'altcha-lib/algorithms/web/sha';

type WorkerScope = {
  onmessage: ((event: MessageEvent<Challenge>) => void) | null;
  postMessage(message: {solution: Solution | null} | {error: string}): void;
};

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  solveChallenge({challenge: event.data, deriveKey, timeout: 30_000}).then(
    (solution) => scope.postMessage({solution}),
    (error: unknown) => scope.postMessage({error: error instanceof Error ? error.message : String(error)}),
  );
};
