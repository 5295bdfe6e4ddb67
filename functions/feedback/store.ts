import type {Database} from '../db/database';

/**
 * Votes of "Was this page helpful?" under the Help Center pages: one row per
 * vote, read back by the sales team's CSV export.
 */

export type DocsFeedback = {page: string; helpful: boolean; comment: string};

export type StoredDocsFeedback = DocsFeedback & {createdAt: Date};

export type FeedbackStore = ReturnType<typeof createFeedbackStore>;

export function createFeedbackStore(db: Database) {
  return {
    async add({page, helpful, comment}: DocsFeedback): Promise<void> {
      await db.query(`INSERT INTO docs_feedback (page, helpful, comment) VALUES ($1, $2, $3)`, [page, helpful, comment]);
    },

    /** Every vote, oldest first. */
    async list(): Promise<StoredDocsFeedback[]> {
      const rows = await db.query<{page: string; helpful: boolean; comment: string; created_at: Date}>(
        `SELECT page, helpful, comment, created_at FROM docs_feedback ORDER BY created_at, id`,
      );
      return rows.map(({created_at, ...vote}) => ({...vote, createdAt: new Date(created_at)}));
    },
  };
}
