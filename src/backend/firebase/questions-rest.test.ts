import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@/domain/limits';
import { createRestForum } from './questions-rest';

const settings = { apiKey: 'cle-demo', authDomain: '', projectId: 'demo-commission', appId: '' };
// A RegExp: « (default) » and « :runQuery » mean something else in msw's path patterns.
const RUN_QUERY =
  /^https:\/\/firestore\.googleapis\.com\/v1\/projects\/demo-commission\/databases\/\(default\)\/documents:runQuery/;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const stored = (n: number) => ({
  document: {
    name: `projects/demo-commission/databases/(default)/documents/questions/q${n}`,
    fields: {
      question: { stringValue: `Question ${n}` },
      userId: { stringValue: 'eleve-1' },
      userName: { stringValue: 'Awa N.' },
      role: { stringValue: 'eleve' },
      pageId: { stringValue: 'EncadreurEleve' },
      date: { timestampValue: `2026-11-${String(28 - (n % 20)).padStart(2, '0')}T10:00:00Z` },
      attachments: { arrayValue: {} },
      replies: {
        arrayValue: {
          values: [
            {
              mapValue: {
                fields: {
                  id: { stringValue: 'r1' },
                  reply: { stringValue: 'Relisez le cours.' },
                  userId: { stringValue: 'enc-1' },
                  userName: { stringValue: 'Sylvie Eba' },
                  role: { stringValue: 'encadreur' },
                  date: { timestampValue: '2026-11-28T11:00:00Z' },
                },
              },
            },
          ],
        },
      },
    },
  },
});

describe('a forum’s first page over REST, without the SDK', () => {
  it('asks the forum’s newest questions, one more than a page, and reads them as the SDK would', async () => {
    let asked: unknown;
    server.use(
      http.post(RUN_QUERY, async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json(Array.from({ length: PAGE_SIZE + 1 }, (_, n) => stored(n)));
      }),
    );
    const page = await createRestForum(settings).firstPage('EncadreurEleve', new AbortController().signal);
    expect(asked).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'questions' }],
        where: {
          fieldFilter: { field: { fieldPath: 'pageId' }, op: 'EQUAL', value: { stringValue: 'EncadreurEleve' } },
        },
        orderBy: [{ field: { fieldPath: 'date' }, direction: 'DESCENDING' }],
        limit: PAGE_SIZE + 1,
      },
    });
    expect(page.hasMore).toBe(true);
    expect(page.items).toHaveLength(PAGE_SIZE);
    expect(page.items[0]).toMatchObject({
      id: 'q0',
      question: 'Question 0',
      userName: 'Awa N.',
      pageId: 'EncadreurEleve',
      date: new Date('2026-11-28T10:00:00Z'),
    });
    expect(page.items[0]!.replies[0]).toMatchObject({ reply: 'Relisez le cours.', userName: 'Sylvie Eba' });
  });

  it('a forum of a few questions has no more; an empty one answers only its read time', async () => {
    server.use(http.post(RUN_QUERY, () => HttpResponse.json([stored(1), stored(2)])));
    const few = await createRestForum(settings).firstPage('EncadreurEleve', new AbortController().signal);
    expect(few).toMatchObject({ hasMore: false, items: [{ id: 'q1' }, { id: 'q2' }] });
    server.use(http.post(RUN_QUERY, () => HttpResponse.json([{ readTime: '2026-11-28T10:00:00Z' }])));
    const none = await createRestForum(settings).firstPage('EncadreurEleve', new AbortController().signal);
    expect(none).toEqual({ items: [], hasMore: false });
  });

  it('says why it could not read: refused, or the network', async () => {
    server.use(http.post(RUN_QUERY, () => new HttpResponse(null, { status: 403 })));
    await expect(
      createRestForum(settings).firstPage('EncadreurEleve', new AbortController().signal),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    server.use(http.post(RUN_QUERY, () => HttpResponse.error()));
    await expect(
      createRestForum(settings).firstPage('EncadreurEleve', new AbortController().signal),
    ).rejects.toMatchObject({ code: 'unavailable', message: 'Forum injoignable.' });
  });
});

describe('a question’s own page over REST, without the SDK', () => {
  const DOCUMENT =
    /^https:\/\/firestore\.googleapis\.com\/v1\/projects\/demo-commission\/databases\/\(default\)\/documents\/questions\/q7/;

  it('reads the question’s document, or says there is none', async () => {
    server.use(http.get(DOCUMENT, () => HttpResponse.json(stored(7).document)));
    const question = await createRestForum(settings).question('q7', new AbortController().signal);
    expect(question).toMatchObject({ id: 'q7', question: 'Question 7', userName: 'Awa N.' });
    server.use(http.get(DOCUMENT, () => HttpResponse.json({ error: { code: 404 } }, { status: 404 })));
    expect(await createRestForum(settings).question('q7', new AbortController().signal)).toBeNull();
  });
});
