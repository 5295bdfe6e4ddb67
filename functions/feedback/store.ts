import type {Database} from '../db/database';

/**
 * Votes of "Was this page helpful?" under the Help Center pages and of "Was
 * this answer helpful?" under an answer of /ask: one row per vote, read back
 * by the sales team's CSV export. An answer's vote also names the question
 * and the section it quoted first; a page's vote leaves both empty.
 */

export type DocsFeedback = {page: string; helpful: boolean; comment: string; question: string; section: string};

export type StoredDocsFeedback = DocsFeedback & {createdAt: Date};

export type FeedbackStore = ReturnType<typeof createFeedbackStore>;

export function createFeedbackStore(db: Database) {
  return {
    async add({page, helpful, comment, question, section}: DocsFeedback): Promise<void> {
      await db.query(`INSERT INTO docs_feedback (page, helpful, comment, question, section) VALUES ($1, $2, $3, $4, $5)`, [
        page,
        helpful,
        comment,
        question,
        section,
      ]);
    },

    /** Every vote, oldest first. */
    async list(): Promise<StoredDocsFeedback[]> {
      const rows = await db.query<{page: string; helpful: boolean; comment: string; question: string; section: string; created_at: Date}>(
        `SELECT page, helpful, comment, question, section, created_at FROM docs_feedback ORDER BY created_at, id`,
      );
      return rows.map(({created_at, ...vote}) => ({...vote, createdAt: new Date(created_at)}));
    },
  };
}
