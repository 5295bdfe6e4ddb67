/**
 * Scores an answering engine on a question set (tests/ask/*.json): used by the
 * engine's vitest targets and by `npm run bench:ask`, for our engine and for
 * Pagefind alike.
 */
type AnswerableQuestion = {q: string; page: string; anchor: string; also?: string[]};
export type QuestionSet = {answerable: AnswerableQuestion[]; unanswerable: {q: string}[]};

/** What an engine returned: the section URLs it points to, best first, or a refusal. */
export type EngineAnswer = {status: 'answered'; urls: string[]} | {status: 'not-found'};

export type SetScore = {
  answerable: number;
  unanswerable: number;
  /** Share of answerable questions whose first answer is on the right page. */
  pageAt1: number;
  /** Share of answerable questions with the right section among the first three answers. */
  sectionAt3: number;
  /** Share of unanswerable questions refused. */
  refused: number;
  /** Share of answerable questions refused. */
  wronglyRefused: number;
  /** The questions missed, for reading. */
  misses: {q: string; why: 'page@1' | 'section@3' | 'refused' | 'answered'; got: string[]}[];
};

const pageOf = (url: string) => url.split('#')[0]!.replace(/\/$/, '');
const targetsOf = (question: AnswerableQuestion) => [question.anchor ? `${question.page}#${question.anchor}` : question.page, ...(question.also ?? [])];
const sameUrl = (a: string, b: string) => pageOf(a) === pageOf(b) && (a.split('#')[1] ?? '') === (b.split('#')[1] ?? '');

export function scoreSet(set: QuestionSet, answer: (question: string) => EngineAnswer): SetScore {
  const misses: SetScore['misses'] = [];
  let pageHits = 0;
  let sectionHits = 0;
  let wronglyRefused = 0;
  for (const question of set.answerable) {
    const result = answer(question.q);
    if (result.status === 'not-found') {
      wronglyRefused++;
      misses.push({q: question.q, why: 'refused', got: []});
      continue;
    }
    const targets = targetsOf(question);
    const pageHit = targets.some((target) => pageOf(target) === pageOf(result.urls[0] ?? ''));
    const sectionHit = result.urls.slice(0, 3).some((url) => targets.some((target) => sameUrl(url, target)));
    if (pageHit) pageHits++;
    if (sectionHit) sectionHits++;
    if (!pageHit || !sectionHit) misses.push({q: question.q, why: pageHit ? 'section@3' : 'page@1', got: result.urls.slice(0, 3)});
  }
  let refused = 0;
  for (const {q} of set.unanswerable) {
    const result = answer(q);
    if (result.status === 'not-found') refused++;
    else misses.push({q, why: 'answered', got: result.urls.slice(0, 3)});
  }
  const share = (count: number, total: number) => (total === 0 ? 0 : count / total);
  return {
    answerable: set.answerable.length,
    unanswerable: set.unanswerable.length,
    pageAt1: share(pageHits, set.answerable.length),
    sectionAt3: share(sectionHits, set.answerable.length),
    refused: share(refused, set.unanswerable.length),
    wronglyRefused: share(wronglyRefused, set.answerable.length),
    misses,
  };
}

/** The issue's targets. */
export const ASK_TARGETS = {pageAt1: 0.85, sectionAt3: 0.9, refused: 0.9, wronglyRefused: 0.05, p95Ms: 150, indexGzipBytes: 250 * 1024} as const;
