/**
 * The answer policy: whether the Help Center answers, and with which passages. Whether the answer is found is the
 * call of a small learned model (src/data/askAnswerability.ts, fitted by `npm run ask:fit` on the tuned and
 * development question sets), a logistic regression over the features of features.ts. Below its threshold the answer
 * is "not found" with the closest pages: a weak match is never passed off as an answer. It replaced hand-set coverage
 * thresholds, which refused 40% of unseen answerable questions (docs-engineering/ask-the-help-center.md). An answer
 * is one to three passages, best first; a further passage must score near the first and cover enough of the
 * question, at a lower bar on the first passage's page, whose other sections are cheap to show and often the ones
 * that say it.
 */
import {ASK_ANSWERABILITY} from '../../data/askAnswerability';
import {DEFAULT_LOCALE, type Locale} from '../../data/constants';
import {ASK_TUNING} from './tuning';
import type {AskEngine} from './corpus';
import {coverageOf} from './features';
import {probability} from './fitAnswerability';
import type {Quotes} from './quoting';
import type {Candidate, Ranking} from './ranking';
import type {AskPassage, AskResult} from './types';

/** The pages of the first candidates, up to three: where to look when the Help Center does not answer. */
function closestPages(results: readonly Candidate[]): {url: string; title: string}[] {
  const pages: {url: string; title: string}[] = [];
  for (const {section} of results) {
    if (!pages.some((page) => page.url === section.page)) pages.push({url: section.page, title: section.pageTitle});
    if (pages.length === 3) break;
  }
  return pages;
}

/** The model's probability that the Help Center answers a question with these features (logistic regression). */
export const answerability = (features: readonly number[], locale: Locale = DEFAULT_LOCALE): number =>
  probability(ASK_ANSWERABILITY[locale], features);

/** The answer to a question with candidates: the passages the policy keeps, or not-found with the closest pages. */
export function answerOf(
  engine: AskEngine,
  {query: {own, all}, results}: Ranking,
  features: readonly number[] | undefined,
  quoteFor: Quotes,
): AskResult {
  // Whether the Help Center answers is the model's call on how well the first page's sections cover the question, how
  // strong the match is and how much of the question is words the Help Center never uses: a weak match is never passed
  // off as an answer.
  const [anchor] = results;
  if (!anchor || !features || answerability(features, engine.locale) < ASK_ANSWERABILITY[engine.locale].threshold)
    return {status: 'not-found', suggestions: closestPages(results)};
  const passages: AskPassage[] = [];
  for (const result of results.slice(0, ASK_TUNING.candidates)) {
    if (passages.length === ASK_TUNING.maxPassages) break;
    const samePage = result.section.page === anchor.section.page;
    const {scoreShare, minCoverage} = samePage
      ? ASK_TUNING.samePage
      : {scoreShare: ASK_TUNING.followingScoreShare, minCoverage: ASK_TUNING.followingMinCoverage};
    if (
      result !== anchor &&
      (result.score < anchor.score * scoreShare || coverageOf(engine, result, own, all) < minCoverage)
    )
      continue;
    const {section} = result;
    passages.push({
      url: section.url,
      pageTitle: section.pageTitle,
      heading: section.heading,
      quote: quoteFor(result),
      score: result.score,
    });
  }
  return {status: 'answered', passages};
}
