import {Webhook} from 'standardwebhooks';
import type {QueuedLeadCreatedData, WebhookEvent} from './events';
import {hubspotSubmission, salesforceWebToLead} from './presets';
import type {Endpoint} from './settings';

/**
 * One try of one delivery: the request an endpoint gets (signed per the
 * Standard Webhooks specification, or a CRM preset's form post) and how its
 * answer counts.
 */

/** A try that gets no answer within this is a failed try. */
export const DELIVERY_TIMEOUT_MS = 15_000;

export type OutgoingRequest = {url: string; headers: Record<string, string>; body: string};

export type TryOutcome =
  | {result: 'delivered'; status: number}
  /** 410 Gone: the endpoint asks never to be called again. */
  | {result: 'gone'; status: number}
  | {result: 'failed'; status: number | null; error: string};

/**
 * The request of one try. A webhook is signed with the endpoint's secret over
 * `id.timestamp.body` (`webhook-signature: v1,<base64 HMAC-SHA256>`): the id
 * and the body are the event's, the same on every try; the timestamp is the
 * try's, so a receiver can refuse old replays.
 */
export function requestFor(
  endpoint: Endpoint,
  eventId: string,
  body: string,
  siteUrl: string,
  now = new Date(),
): OutgoingRequest {
  if (endpoint.kind === 'webhook') {
    const signature = new Webhook(endpoint.secret).sign(eventId, now, body);
    return {
      url: endpoint.url,
      headers: {
        'content-type': 'application/json',
        'webhook-id': eventId,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
    };
  }
  const event = JSON.parse(body) as WebhookEvent<QueuedLeadCreatedData>;
  if (event.type !== 'lead.created')
    throw new Error(`the ${endpoint.kind} preset takes lead.created only, not ${event.type}`);
  const preset =
    endpoint.kind === 'hubspot'
      ? hubspotSubmission(event.data, siteUrl)
      : salesforceWebToLead(event.data, endpoint.oid);
  return {url: endpoint.url, headers: {'content-type': preset.contentType}, body: preset.body};
}

/** Why a request got no answer, in a few words (the cause of undici's "fetch failed"). */
function failureReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `no answer within ${timeoutMs / 1000} s`;
  if (error instanceof Error && error.cause instanceof Error) {
    const cause = error.cause as Error & {code?: string};
    return cause.code ? `${cause.code}: ${cause.message}` : cause.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Posts one try. 2xx is delivered, 410 is gone, any other answer or none (refused, timed out) is a failed try. */
export async function sendOnce(request: OutgoingRequest, timeoutMs = DELIVERY_TIMEOUT_MS): Promise<TryOutcome> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: {'user-agent': 'BudBot-Webhooks/1', ...request.headers},
      body: request.body,
      // A redirect is not a delivery: the endpoint's owner should fix the URL.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return {result: 'failed', status: null, error: failureReason(error, timeoutMs)};
  }
  // The answer's body is not needed; dropping it frees the connection.
  await response.body?.cancel().catch(() => undefined);
  if (response.status >= 200 && response.status < 300) return {result: 'delivered', status: response.status};
  if (response.status === 410) return {result: 'gone', status: 410};
  return {result: 'failed', status: response.status, error: `HTTP ${response.status}`};
}
