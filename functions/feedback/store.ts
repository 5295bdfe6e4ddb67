import type {Database} from '../db/database';
import {enqueueEvent, type FeedbackCreatedData} from '../webhooks/events';

/**
 * Votes of "Was this page helpful?" under the Help Center pages: one row per
 * vote, read back by the sales team's CSV export.
 */

export type DocsFeedback = {page: string; helpful: boolean; comment: string};

export type StoredDocsFeedback = DocsFeedback & {createdAt: Date};

export type FeedbackStore = ReturnType<typeof createFeedbackStore>;

/** `events`: queue a `feedback.created` event with every vote, in its transaction (see createLeadStore). */
export function createFeedbackStore(db: Database, {events = false}: {events?: boolean} = {}) {
  const insert = `INSERT INTO docs_feedback (page, helpful, comment) VALUES ($1, $2, $3) RETURNING id, created_at`;
  return {
    async add({page, helpful, comment}: DocsFeedback): Promise<void> {
      if (!events) {
        await db.query(insert, [page, helpful, comment]);
        return;
      }
      await db.transaction(async (tx) => {
        const [row] = await tx.query<{id: number; created_at: Date | string}>(insert, [page, helpful, comment]);
        const data: FeedbackCreatedData = {id: row!.id, page, helpful, comment, createdAt: new Date(row!.created_at).toISOString()};
        await enqueueEvent(tx, 'feedback.created', data);
      });
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
