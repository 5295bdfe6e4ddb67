import {DEFAULT_LOCALE, localeOr, type Locale} from '../../src/data/constants/locales';
import type {Database} from '../db/database';
import {enqueueEvent, type FeedbackCreatedData} from '../webhooks/events';

/**
 * Votes of "Was this page helpful?" under the Help Center pages and of "Was
 * this answer helpful?" under an answer of /ask: one row per vote, read back
 * by the sales team's CSV export. An answer's vote also names the question
 * and the section it quoted first; a page's vote leaves both empty.
 */

export type DocsFeedback = {
  page: string;
  helpful: boolean;
  comment: string;
  question: string;
  section: string;
  /** The language of the page voted on; English when not given. */
  locale?: Locale;
};

export type StoredDocsFeedback = DocsFeedback & {createdAt: Date; locale: Locale};

export type FeedbackStore = ReturnType<typeof createFeedbackStore>;

/** `events`: queue a `feedback.created` event with every vote, in its transaction (see createLeadStore). */
export function createFeedbackStore(db: Database, {events = false}: {events?: boolean} = {}) {
  const insert = `INSERT INTO docs_feedback (page, helpful, comment, question, section, locale) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`;
  return {
    async add({page, helpful, comment, question, section, locale = DEFAULT_LOCALE}: DocsFeedback): Promise<void> {
      const values = [page, helpful, comment, question, section, locale];
      if (!events) {
        await db.query(insert, values);
        return;
      }
      await db.transaction(async (tx) => {
        const [row] = await tx.query<{id: number; created_at: Date | string}>(insert, values);
        const data: FeedbackCreatedData = {
          id: row!.id,
          page,
          helpful,
          comment,
          question,
          section,
          createdAt: new Date(row!.created_at).toISOString(),
          locale,
        };
        await enqueueEvent(tx, 'feedback.created', data);
      });
    },

    /** Every vote, oldest first. */
    async list(): Promise<StoredDocsFeedback[]> {
      const rows = await db.query<{
        page: string;
        helpful: boolean;
        comment: string;
        question: string;
        section: string;
        created_at: Date;
        locale: string;
      }>(
        `SELECT page, helpful, comment, question, section, created_at, locale FROM docs_feedback ORDER BY created_at, id`,
      );
      return rows.map(({created_at, locale, ...vote}) => ({
        ...vote,
        createdAt: new Date(created_at),
        locale: localeOr(locale),
      }));
    },
  };
}
