import {describe, expect, it, vi} from 'vitest';
import {callFunction, FunctionCallError} from './client';
import {waitlistStatsSchema} from './schemas';

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: {'content-type': 'application/json'},
      }),
  );

describe('callFunction', () => {
  it('POSTs JSON to the function and returns its checked data', async () => {
    const fetchImpl = answer(200, {data: {count: 238, progress: 81}});
    const data = await callFunction('/functions/v1', 'join-waitlist', {
      data: waitlistStatsSchema,
      body: {name: 'Priya'},
      fetchImpl,
    });
    expect(data).toEqual({count: 238, progress: 81});
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/functions/v1/join-waitlist');
    expect(init).toMatchObject({method: 'POST', body: '{"name":"Priya"}'});
    expect(new Headers(init!.headers).get('content-type')).toBe('application/json');
  });

  it('GETs without a body', async () => {
    const fetchImpl = answer(200, {data: {count: 237, progress: 80}});
    await callFunction('/functions/v1', 'waitlist-stats', {data: waitlistStatsSchema, fetchImpl});
    expect(fetchImpl.mock.calls[0]![1]).toMatchObject({method: 'GET', body: undefined});
  });

  it('throws the server message and field messages of an error answer', async () => {
    const fetchImpl = answer(400, {
      error: {message: 'Please check the highlighted fields.', fields: {name: 'Name must be at least 2 characters.'}},
    });
    const error = await callFunction('/f', 'join-waitlist', {data: waitlistStatsSchema, body: {}, fetchImpl}).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FunctionCallError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please check the highlighted fields.',
      fields: {name: 'Name must be at least 2 characters.'},
    });
  });

  it('keeps only the string field messages of an error answer', async () => {
    const fetchImpl = answer(400, {
      error: {
        message: 'Please check the highlighted fields.',
        fields: {name: 42, email: 'Please enter a valid email address.'},
      },
    });
    await expect(callFunction('/f', 'join-waitlist', {body: {}, fetchImpl})).rejects.toMatchObject({
      status: 400,
      fields: {email: 'Please enter a valid email address.'},
    });
  });

  it('throws on a 409 with the sold-out message', async () => {
    const fetchImpl = answer(409, {error: {message: 'All 15 free chatbot licenses have been claimed.'}});
    await expect(
      callFunction('/f', 'send-mj-signup-email', {data: waitlistStatsSchema, body: {}, fetchImpl}),
    ).rejects.toMatchObject({status: 409, fields: {}});
  });

  it('throws on a non-JSON error page, a network failure and an unexpected answer', async () => {
    await expect(
      callFunction('/f', 'x', {data: waitlistStatsSchema, fetchImpl: answer(502, '<html>Bad gateway</html>')}),
    ).rejects.toMatchObject({status: 502});
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(callFunction('/f', 'x', {data: waitlistStatsSchema, fetchImpl: offline})).rejects.toMatchObject({
      status: 0,
    });
    await expect(
      callFunction('/f', 'x', {data: waitlistStatsSchema, fetchImpl: answer(200, {data: {count: 'many'}})}),
    ).rejects.toMatchObject({
      message: 'The server sent an unexpected answer.',
    });
  });

  it('returns the data unchecked when no schema is given, but still wants a data answer', async () => {
    await expect(
      callFunction('/f', 'subscribe-newsletter', {body: {}, fetchImpl: answer(200, {data: {ok: true}})}),
    ).resolves.toEqual({ok: true});
    await expect(
      callFunction('/f', 'subscribe-newsletter', {body: {}, fetchImpl: answer(200, {ok: true})}),
    ).rejects.toMatchObject({
      message: 'The server sent an unexpected answer.',
    });
  });
});
