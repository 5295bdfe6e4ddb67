import {describe, expect, it} from 'vitest';
import {DOCS_FEEDBACK_LIMITS, DOCS_FEEDBACK_MESSAGES, HONEYPOT_FIELD} from '../../src/lib/forms/schemas';
import {MAX_BODY_BYTES} from '../http/guards';
import {UNSTORABLE_TEXT_MESSAGE} from '../http/storableText';
import {testBackends} from '../testing/backends';
import {BASE, functionsAppOn, rows, testAddress, TEST_EXPORT_TOKEN, useTestApp} from '../testing/harness';

const backends = await testBackends();

const vote = {page: '/docs/get-started/overview', helpful: false, comment: 'The install steps skip the API key.'};
/** "Was this answer helpful?" under an answer of /ask: the question and the section it quoted first. */
const answerVote = {
  page: '/docs/integrations/dutchie',
  helpful: false,
  comment: 'It told me where, not how.',
  question: 'how do i hook up dutchie',
  section: '/docs/integrations/dutchie#connect-dutchie',
};

for (const backend of backends) {
  describe.skipIf(backend.skip)(`docs feedback on ${backend.name}`, () => {
    const t = useTestApp(backend);

    const stored = () =>
      rows<{page: string; helpful: boolean; comment: string}>(
        t.db,
        `SELECT page, helpful, comment FROM docs_feedback ORDER BY id`,
      );
    const storedAnswers = () =>
      rows<{page: string; helpful: boolean; comment: string; question: string; section: string}>(
        t.db,
        `SELECT page, helpful, comment, question, section FROM docs_feedback ORDER BY id`,
      );
    const exportCsv = (token: string | null = TEST_EXPORT_TOKEN, address = 'sales-team') =>
      t.get('feedback?format=csv', {
        ...(token === null ? {} : {authorization: `Bearer ${token}`}),
        'x-test-address': address,
      });

    it('stores a vote with its comment trimmed, and a bare "Yes"', async () => {
      const res = await t.post('docs-feedback', {...vote, comment: `  ${vote.comment}\n`, extra: 'ignored'});
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({data: {received: true}});
      expect((await t.post('docs-feedback', {page: '/docs', helpful: true})).status).toBe(200);
      expect(await stored()).toEqual([vote, {page: '/docs', helpful: true, comment: ''}]);
    });

    it.each([
      ['a missing page', {helpful: true}, 'page', DOCS_FEEDBACK_MESSAGES.page],
      ['a page outside /docs', {page: '/pricing', helpful: true}, 'page', DOCS_FEEDBACK_MESSAGES.page],
      ['a look-alike of /docs', {page: '/docsx/evil', helpful: true}, 'page', DOCS_FEEDBACK_MESSAGES.page],
      ['a full URL', {page: 'https://evil.example/docs', helpful: true}, 'page', DOCS_FEEDBACK_MESSAGES.page],
      [
        'a page too long',
        {page: `/docs/${'a'.repeat(DOCS_FEEDBACK_LIMITS.page)}`, helpful: true},
        'page',
        DOCS_FEEDBACK_MESSAGES.pageLength,
      ],
      [
        'a control character in the page',
        {page: '/docs/a\u0007b', helpful: true},
        'page',
        DOCS_FEEDBACK_MESSAGES.pageControl,
      ],
      ['a line break in the page', {page: '/docs/a\nb', helpful: true}, 'page', DOCS_FEEDBACK_MESSAGES.pageControl],
      ['a missing helpful', {page: '/docs'}, 'helpful', DOCS_FEEDBACK_MESSAGES.helpful],
      ['helpful as text', {page: '/docs', helpful: 'true'}, 'helpful', DOCS_FEEDBACK_MESSAGES.helpful],
      [
        'a comment too long',
        {page: '/docs', helpful: false, comment: 'x'.repeat(DOCS_FEEDBACK_LIMITS.comment + 1)},
        'comment',
        DOCS_FEEDBACK_MESSAGES.commentLength,
      ],
      [
        'a comment that is not text',
        {page: '/docs', helpful: false, comment: 42},
        'comment',
        DOCS_FEEDBACK_MESSAGES.comment,
      ],
      [
        'a NUL in the comment',
        {page: '/docs', helpful: false, comment: 'a\u0000b'},
        'comment',
        UNSTORABLE_TEXT_MESSAGE,
      ],
    ])('answers 400 naming the field for %s', async (_label, body, field, message) => {
      const res = await t.post('docs-feedback', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {message: 'Please check the highlighted fields.', fields: {[field]: message}},
      });
      expect(await stored()).toEqual([]);
    });

    it('accepts a comment of exactly 1,000 characters (after trimming)', async () => {
      const comment = 'y'.repeat(DOCS_FEEDBACK_LIMITS.comment);
      expect((await t.post('docs-feedback', {page: '/docs', helpful: false, comment: `  ${comment}  `})).status).toBe(
        200,
      );
      expect((await stored())[0]?.comment).toBe(comment);
    });

    it("stores an answer's vote of /ask with its question (trimmed) and cited section; a page vote leaves both empty", async () => {
      const answer = {...answerVote, question: `  ${answerVote.question} `};
      expect((await t.post('docs-feedback', answer)).status).toBe(200);
      // A page's vote as the browser sends it: its own parse of the body, with both empty.
      expect((await t.post('docs-feedback', {page: '/docs', helpful: true, question: '', section: ''})).status).toBe(
        200,
      );
      expect(await storedAnswers()).toEqual([
        {
          page: answerVote.page,
          helpful: false,
          comment: answerVote.comment,
          question: answerVote.question,
          section: answerVote.section,
        },
        {page: '/docs', helpful: true, comment: '', question: '', section: ''},
      ]);
    });

    it.each([
      [
        'a question without its section',
        {page: '/docs', helpful: true, question: 'how do i hook up dutchie'},
        'section',
        DOCS_FEEDBACK_MESSAGES.sectionWithQuestion,
      ],
      [
        'a section without its question',
        {page: '/docs', helpful: true, section: '/docs/integrations/dutchie#connect'},
        'section',
        DOCS_FEEDBACK_MESSAGES.sectionWithQuestion,
      ],
      [
        'a question too long',
        {...answerVote, question: 'q'.repeat(DOCS_FEEDBACK_LIMITS.question + 1)},
        'question',
        DOCS_FEEDBACK_MESSAGES.questionLength,
      ],
      ['a question that is not text', {...answerVote, question: ['a']}, 'question', DOCS_FEEDBACK_MESSAGES.question],
      [
        'a control character in the question',
        {...answerVote, question: 'how\u0007 do i'},
        'question',
        DOCS_FEEDBACK_MESSAGES.questionControl,
      ],
      [
        'a section outside /docs',
        {...answerVote, section: '/pricing#plans'},
        'section',
        DOCS_FEEDBACK_MESSAGES.section,
      ],
      [
        'a section as a full URL',
        {...answerVote, section: 'https://evil.example/docs#x'},
        'section',
        DOCS_FEEDBACK_MESSAGES.section,
      ],
      [
        'a section too long',
        {...answerVote, section: `/docs/x#${'a'.repeat(DOCS_FEEDBACK_LIMITS.section)}`},
        'section',
        DOCS_FEEDBACK_MESSAGES.sectionLength,
      ],
      [
        'a line break in the section',
        {...answerVote, section: '/docs/x#a\nb'},
        'section',
        DOCS_FEEDBACK_MESSAGES.sectionControl,
      ],
    ])('answers 400 naming the field for %s', async (_label, body, field, message) => {
      const res = await t.post('docs-feedback', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {message: 'Please check the highlighted fields.', fields: {[field]: message}},
      });
      expect(await stored()).toEqual([]);
    });

    it('runs the guards of the lead forms: 413, 415, malformed JSON, 405', async () => {
      const big = await t.post('docs-feedback', {...vote, comment: 'x'.repeat(MAX_BODY_BYTES)});
      expect(big.status).toBe(413);
      const text = await t.app.request(`${BASE}/docs-feedback`, {
        method: 'POST',
        headers: {'content-type': 'text/plain'},
        body: JSON.stringify(vote),
      });
      expect(text.status).toBe(415);
      const malformed = await t.post('docs-feedback', '{"page": "/docs",');
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({error: {message: 'The request body is not valid JSON.'}});
      const get = await t.get('docs-feedback');
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST, OPTIONS');
      expect(await stored()).toEqual([]);
    });

    it('drops a filled honeypot quietly with the same answer', async () => {
      const res = await t.post('docs-feedback', {...vote, [HONEYPOT_FIELD]: 'https://spam.example'});
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({data: {received: true}});
      expect(await stored()).toEqual([]);
    });

    it('answers 429 past RATE_LIMIT, sharing the budget with the lead forms', async () => {
      const limited = functionsAppOn(t, {rateLimit: 2, addressOf: testAddress});
      const send = (path: string, body: unknown) =>
        limited.request(`/${path}`, {
          method: 'POST',
          headers: {'content-type': 'application/json', 'x-test-address': '198.51.100.9'},
          body: JSON.stringify(body),
        });
      expect((await send('subscribe-newsletter', {email: 'reader@example.com'})).status).toBe(200);
      expect((await send('docs-feedback', vote)).status).toBe(200);
      const over = await send('docs-feedback', vote);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await stored()).toHaveLength(1);
    });

    it('exports the votes as CSV, formulas neutralised, round trip', async () => {
      await t.post('docs-feedback', vote);
      await t.post('docs-feedback', {page: '/docs/integrations/dutchie', helpful: true});
      await t.post('docs-feedback', {
        page: '/docs/agents',
        helpful: false,
        comment: '=HYPERLINK("http://evil.example","Click")\nand "quotes", commas',
      });
      await t.post('docs-feedback', {...answerVote, question: '=cmd|"/c calc"!A1 can budtenders change the promo'});
      const res = await exportCsv();
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(
        /attachment; filename="budbot-docs-feedback-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      const text = (await res.text()).replace(/^\uFEFF/, '');
      expect(text.startsWith('"created_at","page","helpful","comment","question","section","locale"\r\n')).toBe(true);
      const records = text
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));
      expect(records.map(([createdAt]) => Number.isNaN(Date.parse(createdAt!)))).toEqual([false, false, false, false]);
      expect(records.map(([, ...rest]) => rest)).toEqual([
        [vote.page, 'false', vote.comment, '', '', 'en'],
        ['/docs/integrations/dutchie', 'true', '', '', '', 'en'],
        ['/docs/agents', 'false', `'=HYPERLINK("http://evil.example","Click")\nand "quotes", commas`, '', '', 'en'],
        [
          answerVote.page,
          'false',
          answerVote.comment,
          `'=cmd|"/c calc"!A1 can budtenders change the promo`,
          answerVote.section,
          'en',
        ],
      ]);
    });

    it('answers 401 without the right token, and 429 after repeated guesses like the leads export', async () => {
      const none = await exportCsv(null, 'nobody');
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toBe('Bearer realm="feedback"');
      expect((await exportCsv('wrong-token-1', 'guesser')).status).toBe(401);
      expect((await exportCsv(`${TEST_EXPORT_TOKEN}x`, 'guesser')).status).toBe(401);
      // One count of wrong tokens for both exports: guesses here and at the leads export add up.
      for (let i = 0; i < 3; i += 1)
        expect((await t.get('leads', {'authorization': `Bearer guess-${i}`, 'x-test-address': 'guesser'})).status).toBe(
          401,
        );
      expect((await exportCsv(TEST_EXPORT_TOKEN, 'guesser')).status).toBe(429);
      expect((await exportCsv(TEST_EXPORT_TOKEN, 'sales-team')).status).toBe(200);
      expect(
        (
          await t.get('feedback?format=xlsx', {
            'authorization': `Bearer ${TEST_EXPORT_TOKEN}`,
            'x-test-address': 'sales-team',
          })
        ).status,
      ).toBe(400);
    });

    it('answers 404 when no token is configured', async () => {
      const noExport = functionsAppOn(t, {rateLimit: 0});
      expect(
        (await noExport.request('/feedback?format=csv', {headers: {authorization: `Bearer ${TEST_EXPORT_TOKEN}`}}))
          .status,
      ).toBe(404);
    });
  });
}
