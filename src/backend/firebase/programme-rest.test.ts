import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BackendError } from '@/domain/errors';
import type { Seance } from '@/domain/seances';
import { createRestProgramme } from './programme-rest';

const settings = { apiKey: 'cle-demo', authDomain: '', projectId: 'demo-commission', appId: '' };
// A RegExp: « (default) » and « :runQuery » mean something else in msw's path patterns.
const RUN_QUERY =
  /^https:\/\/firestore\.googleapis\.com\/v1\/projects\/demo-commission\/databases\/\(default\)\/documents:runQuery/;
const NOW = new Date('2026-12-05T10:00:00Z');

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function read(): Promise<Seance[]> {
  return new Promise((resolve, reject) =>
    createRestProgramme(settings, () => NOW).subscribeUpcoming(resolve, (error: BackendError) => reject(error)),
  );
}

describe('the programme over REST, without the SDK', () => {
  it('asks the séances from the start of today in Yaoundé, soonest first, twenty at most, and reads their typed fields', async () => {
    let asked: unknown;
    server.use(
      http.post(RUN_QUERY, async ({ request }) => {
        expect(new URL(request.url).searchParams.get('key')).toBe('cle-demo');
        asked = await request.json();
        return HttpResponse.json([
          {
            document: {
              name: 'projects/demo-commission/databases/(default)/documents/seances/s1',
              fields: {
                debut: { timestampValue: '2026-12-05T08:00:00Z' },
                fin: { timestampValue: '2026-12-05T11:00:00Z' },
                lieu: {
                  mapValue: {
                    fields: { nom: { stringValue: 'Salle paroissiale' }, adresse: { stringValue: 'Mvog-Ada' } },
                  },
                },
                classes: { arrayValue: { values: [{ stringValue: '3e' }] } },
                matieres: { arrayValue: { values: [{ stringValue: 'Mathématiques' }] } },
                encadreurs: { arrayValue: {} },
                capacite: { integerValue: '12' },
                participants: { integerValue: '3' },
                annulee: { booleanValue: true },
                motif: { stringValue: 'Pluies' },
                changeeLe: { nullValue: null },
              },
            },
            readTime: '2026-12-05T10:00:00Z',
          },
        ]);
      }),
    );
    const [seance] = await read();
    expect(asked).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'seances' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'debut' },
            op: 'GREATER_THAN_OR_EQUAL',
            value: { timestampValue: '2026-12-04T23:00:00.000Z' },
          },
        },
        orderBy: [{ field: { fieldPath: 'debut' }, direction: 'ASCENDING' }],
        limit: 20,
      },
    });
    expect(seance).toMatchObject({
      id: 's1',
      debut: new Date('2026-12-05T08:00:00Z'),
      lieu: { nom: 'Salle paroissiale', adresse: 'Mvog-Ada' },
      classes: ['3e'],
      encadreurs: [],
      capacite: 12,
      participants: 3,
      annulee: true,
      motif: 'Pluies',
      changeeLe: null,
    });
  });

  it('gives an empty programme when Firestore answers only a read time', async () => {
    server.use(http.post(RUN_QUERY, () => HttpResponse.json([{ readTime: '2026-12-05T10:00:00Z' }])));
    expect(await read()).toEqual([]);
  });

  it('says the programme is out of reach when the network or the server fails', async () => {
    server.use(http.post(RUN_QUERY, () => HttpResponse.error()));
    await expect(read()).rejects.toMatchObject({ code: 'unavailable' });
    server.use(http.post(RUN_QUERY, () => new HttpResponse(null, { status: 403 })));
    await expect(read()).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
