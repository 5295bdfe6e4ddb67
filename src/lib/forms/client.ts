import {functionUrl} from './functionsUrl';

/** A failed call: the HTTP status (0 when the network failed), the server's message and field errors. */
export class FunctionCallError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;

  constructor(status: number, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'FunctionCallError';
    this.status = status;
    this.fields = fields;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How an answer's `data` is checked: a zod schema, or plain checks of the same shape (stats.ts). */
export type AnswerCheck<T> = {safeParse(value: unknown): {success: true; data: T} | {success: false}};

/**
 * The `{error: {message, fields}}` of a failed call, or null. Plain checks, not zod: a form must
 * show the server's field messages even when its own rules (and zod) could not be loaded.
 */
function errorBodyOf(json: unknown): {message: string; fields: Record<string, string>} | null {
  const error = isRecord(json) ? json.error : undefined;
  if (!isRecord(error) || typeof error.message !== 'string') return null;
  const fields = isRecord(error.fields)
    ? Object.entries(error.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    : [];
  return {message: error.message, fields: Object.fromEntries(fields)};
}

type CallOptions<T> = {
  /** Check of the answer's `data`. */
  data?: AnswerCheck<T>;
  /** JSON body; given a body, the call is a POST. */
  body?: unknown;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
};

/**
 * Calls one function under the functions base URL and returns its `data`,
 * checked against `data`. Any other answer becomes a FunctionCallError that
 * carries the server's message and field messages (2xx `{data}`, otherwise
 * `{error: {message, fields}}`: docs-engineering/decisions.md#lead-answers).
 */
export async function callFunction<T>(base: string, name: string, options: CallOptions<T>): Promise<T> {
  const {data, body, signal, fetchImpl = fetch} = options;
  let response: Response;
  try {
    response = await fetchImpl(functionUrl(base, name), {
      method: body === undefined ? 'GET' : 'POST',
      headers:
        body === undefined
          ? {Accept: 'application/json'}
          : {'Accept': 'application/json', 'Content-Type': 'application/json'},
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new FunctionCallError(0, 'The network request failed.');
  }

  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // An empty or non-JSON answer: judged by its status below.
  }

  if (!response.ok) {
    const failure = errorBodyOf(json);
    if (failure) throw new FunctionCallError(response.status, failure.message, failure.fields);
    throw new FunctionCallError(response.status, `The server answered ${response.status}.`);
  }

  if (!isRecord(json) || !('data' in json))
    throw new FunctionCallError(response.status, 'The server sent an unexpected answer.');
  // Without a schema the caller does not read the answer; a 2xx with a body is all it needs.
  if (!data) return json.data as T;
  const parsed = data.safeParse(json.data);
  if (!parsed.success) throw new FunctionCallError(response.status, 'The server sent an unexpected answer.');
  return parsed.data;
}
