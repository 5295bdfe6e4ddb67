/**
 * Whether what was typed in a search box reads as a question, so the search
 * dialog switches to Ask mode: it ends with '?', or it has three words or more
 * ("upsell agent" is a search; "how do i hook up dutchie" is a question).
 */
const QUESTION_MIN_WORDS = 3;

export function isQuestion(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length === 0) return false;
  if (trimmed.endsWith('?')) return true;
  return trimmed.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length >= QUESTION_MIN_WORDS;
}
