/**
 * The Ask engine's tuning, in one place because the values were set together, each measured on the tuned question
 * set (tests/ask/questions.json) with the others in place: the field weights and the page share of the ranking, the
 * vocabulary's weight in the query, the reach of spelling correction, the weight of a light verb in the answerability
 * features, and the bars further passages must clear. Whether to answer at all is not tuned here: it is the call of
 * the learned model in src/data/askAnswerability.ts.
 */
/** The engine's tuning (ranking on tests/ask/questions.json; the answer-or-refuse call is src/data/askAnswerability.ts). */
export const ASK_TUNING = {
  /**
   * Field weights: a heading or page title that names the question's words counts most. A section's `askedAs`
   * questions count twice its text: staff words the guides do not use (1 to 4 measured; above 2.5 out-of-scope
   * questions that share a word with one of them were answered; docs-engineering/ask-the-help-center.md).
   */
  boost: {heading: 2.5, pageTitle: 1.5, parents: 1, text: 1, askedAs: 2},
  /** Weight of a light verb (make, grab, use, …) in coverage against a word of the same rarity. */
  lightVerbWeight: 0.1,
  /** Weight of a vocabulary word against the question's own words. */
  vocabularyWeight: 0.5,
  /** Share of that weight left when the Help Center uses the question's own word as well. */
  vocabularyKnownShare: 0.75,
  /** Share of the other first candidates' scores on the same page that a section gains. */
  pageShare: 0.1,
  /** Further passages are looked for among this many first results. */
  candidates: 10,
  /** Share of the question's weighted words a further passage must match. */
  followingMinCoverage: 0.35,
  /** Further passages are shown when their score is at least this share of the best one's. */
  followingScoreShare: 0.45,
  /**
   * The same, for a further passage on the first passage's page: another section of the page that answers is cheap
   * to show, and often the one that says it (the page's introduction names the product, its FAQ entry the answer).
   */
  samePage: {scoreShare: 0.2, minCoverage: 0.2},
  /**
   * A question that reports a problem ("not showing", "but still", "keeps", "wrong") is more likely answered by a
   * section whose heading asks the same kind of question ("Why does the bot not mention rewards?"): such a section's
   * score among the first candidates is multiplied by 1 + this.
   */
  problemHeadingBoost: 1,
  /** A word the Help Center never uses is read as its nearest term (one edit, two from this length on) when it has this many letters. */
  correction: {minLength: 6, twoEditsFrom: 9},
  /** At most this many passages. */
  maxPassages: 3,
} as const;
