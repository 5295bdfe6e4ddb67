import {loadSchemas} from '@site/src/lib/forms/loadSchemas';

/**
 * A vote's body (a page's, or an answer's of /ask), checked with the server's
 * own rules when they load; otherwise the server checks it.
 */
export async function checkVote(
  body: Record<string, unknown>,
): Promise<{body: Record<string, unknown>; error?: string}> {
  try {
    const {docsFeedbackSchema, fieldMessages} = await loadSchemas();
    const parsed = docsFeedbackSchema.safeParse(body);
    return parsed.success ? {body: parsed.data} : {body, error: Object.values(fieldMessages(parsed.error))[0]};
  } catch {
    return {body};
  }
}
