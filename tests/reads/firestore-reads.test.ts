/**
 * What a visit costs in Firestore document reads, with long histories: the real Firebase adapter on
 * the Auth and Firestore emulators (the contract's harness, firestore.rules on), every read metered
 * as Firestore bills it (read-meter.ts). Budgets (issue 14): at most READS_BUDGET reads to open any
 * of these screens and per « Voir plus », whatever the history's length — a forum of HISTORY
 * questions, a conversation of HISTORY messages. The figures are written to bench/reads.json, which
 * `npm run bench` prints (docs/deploiement.md « Quand l'association grandit »).
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/backend/types';
import type { Conversation, EncadreurProfile, Question, UserProfile } from '@/domain/entities';
import type { FamilyLink } from '@/domain/families';
import { PAGE_SIZE } from '@/domain/limits';
import { MY_SEANCES_SIZE, type Seance } from '@/domain/seances';
import { seanceInput } from '../contract/cases/seances';
import { firebaseHarness } from '../contract/firebase-world';
import { crowd } from '../contract/world';
import { readsDuring } from './read-meter';

vi.mock('firebase/firestore', async (importOriginal) => {
  const { meteredFirestore } = await import('./read-meter');
  return meteredFirestore(await importOriginal());
});

export const READS_BUDGET = 25;
const HISTORY = 1_000;
const FORUM = 'EncadreurEleve';
const RESULTS = new URL('../../bench/reads.json', import.meta.url);

const harness = firebaseHarness();
if (harness.skipReason && process.env.CI) throw new Error(harness.skipReason);
if (harness.skipReason) console.warn(harness.skipReason);
const { world } = harness;
const measured: Record<string, number> = {};
/** The séances the pupil joined (the programme's test), some changed for « Quoi de neuf ». */
const joined: string[] = [];

/** Resolves once `open` has called back with a list satisfying `accept`. */
function until<T>(open: (onChange: (items: T[], hasMore: boolean) => void) => void, accept: (items: T[]) => boolean) {
  return new Promise<void>((resolve) => open((items) => accept(items) && resolve()));
}

describe.skipIf(harness.skipReason !== '')(`Firestore reads per visit, with ${HISTORY} items of history`, () => {
  beforeAll(async () => {
    await harness.setup();
    await harness.reset();
    // Fifty at a time: each seed takes its date before its first wait, so the order holds.
    for (let first = 1; first <= HISTORY; first += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, HISTORY - first + 1) }, (_, offset) => {
          const at = first + offset;
          return world.seedQuestion(at % 2 ? 'pupil' : 'parent', {
            pageId: FORUM,
            question: `Question ${at}`,
            replies: at % 10,
            // A third in the approved tutor's subject (the moderator teaches Physique-Chimie).
            matiere: at % 3 ? 'Mathématiques' : 'Physique-Chimie',
          });
        }),
      );
    }
    await world.seedMessages('parent', 'pupil', HISTORY);
    // A membership of HISTORY more, a tenth of them tutors waiting for approval: more than a page each.
    await world.seedMembers(crowd(HISTORY));
  }, 300_000);

  afterAll(async () => {
    await harness.cleanUp();
    await harness.teardown();
    writeFileSync(
      RESULTS,
      `${JSON.stringify({ budget: READS_BUDGET, history: HISTORY, pageSize: PAGE_SIZE, reads: measured }, null, 2)}\n`,
    );
  });

  let visitor: Backend;
  let more: () => void = () => {};
  let shown: Question[] = [];

  it('opens the forum on one page', async () => {
    visitor = world.newTab();
    const reads = await readsDuring(() =>
      until<Question>(
        (onChange) => {
          const pages = visitor.questions.subscribe(FORUM, (items, hasMore) => {
            shown = items;
            onChange(items, hasMore);
          });
          more = pages.more;
        },
        (items) => items.length === PAGE_SIZE,
      ),
    );
    measured['Ouvrir un forum'] = reads;
    expect(reads).toBeLessThanOrEqual(READS_BUDGET);
  });

  it('opens the forum for a member on one page and the pupils’ names, one read more (issue 33)', async () => {
    // A member sees each pupil's full name and class: one record for all, however many pupils (the
    // membership of HISTORY above holds 900 of them) and authors.
    const open = async (label: string, member: 'parent' | 'pupil', filter?: { followedBy: string }) => {
      const tab = world.as(member);
      const stops: (() => void)[] = [];
      const reads = await readsDuring(() =>
        Promise.all([
          new Promise<void>((resolve) => {
            const page = (items: Question[]) => items.length === PAGE_SIZE && resolve();
            stops.push(tab.questions.subscribe(FORUM, page, undefined, filter && { filter }));
          }),
          new Promise<void>((resolve) => {
            stops.push(tab.users.subscribePupilNames((names) => Object.keys(names).length > 900 && resolve()));
          }),
        ]),
      );
      stops.forEach((stop) => stop());
      measured[label] = reads;
      expect(reads, label).toBeLessThanOrEqual(READS_BUDGET);
    };
    await open('Ouvrir un forum (membre : questions et noms des élèves)', 'parent');
    // The pupil asked half of them: she follows the latest 30 (FOLLOWED_MAX), read by their ids.
    await open('« Mes questions » dans un forum (élève : ses marques, questions, noms des élèves)', 'pupil', {
      followedBy: world.uid('pupil'),
    });
  });

  it('reads one more page per « Voir plus »', async () => {
    const reads = await readsDuring(async () => {
      more();
      await vi.waitFor(() => expect(shown).toHaveLength(PAGE_SIZE * 2), { timeout: 10_000 });
    });
    measured['« Voir plus » dans un forum'] = reads;
    expect(reads).toBeLessThanOrEqual(READS_BUDGET);
  });

  it('reads what changed when a reply arrives live, not the page again', async () => {
    const target = shown[3]!;
    const reads = await readsDuring(async () => {
      await world.as('moderator').questions.reply(target.id, 'Voici une piste.');
      await vi.waitFor(() =>
        expect(shown.find((item) => item.id === target.id)?.replies.at(-1)?.reply).toBe('Voici une piste.'),
      );
    });
    // The replier's own checks (their profile, the question, their rate record) are reads too.
    measured['Une réponse arrive (lecteur + auteur)'] = reads;
    expect(reads).toBeLessThanOrEqual(READS_BUDGET);
  });

  it('opens a filtered view, a search and « Mes questions » on one page each, one question in one read', async () => {
    const tab = world.as('pupil');
    /** Each screen alone, as a member goes from one to the next: the one before is closed. */
    const page = async (label: string, open: (onChange: (items: Question[]) => void) => () => void) => {
      let stop = () => {};
      const reads = await readsDuring(
        () =>
          new Promise<void>((resolve) => {
            stop = open((items) => items.length === PAGE_SIZE && resolve());
          }),
      );
      stop();
      measured[label] = reads;
      expect(reads, label).toBeLessThanOrEqual(READS_BUDGET);
    };
    // A tenth of the questions have no reply, two thirds are in mathematics: still more than a page.
    await page('Ouvrir une vue filtrée (matière, « Sans réponse »)', (onChange) =>
      tab.questions.subscribe(FORUM, onChange, undefined, { filter: { matiere: 'Mathématiques', unanswered: true } }),
    );
    await page('Rechercher dans un forum (« question »)', (onChange) =>
      tab.questions.subscribe(FORUM, onChange, undefined, { filter: { word: 'question' } }),
    );
    // The pupil asked half of them: she follows 500.
    await page('Ouvrir « Mes questions »', (onChange) => tab.following.subscribeFollowed(world.uid('pupil'), onChange));
    const one = shown[5]!;
    let stop = () => {};
    const question = await readsDuring(
      () =>
        new Promise<void>((resolve) => {
          stop = tab.questions.watch(one.id, (found) => found && resolve());
        }),
    );
    stop();
    measured['Ouvrir une question (son adresse)'] = question;
    expect(question).toBeLessThanOrEqual(READS_BUDGET);
  });

  it('counts the forums’ news beside « Mon Compte » within the budget, for an approved tutor too', async () => {
    const { watchForumNews } = await import('@/hooks/forum-news');
    for (const [member, label] of [
      ['pupil', 'Nouveautés des forums (élève, 500 questions suivies)'],
      ['moderator', 'Nouveautés des forums (encadreur validé, sa matière)'],
    ] as const) {
      const tab = world.as(member);
      const profile = (await tab.users.get(world.uid(member)))!;
      const reads = await readsDuring(
        () => new Promise<void>((resolve) => watchForumNews(tab, profile, () => resolve())),
      );
      measured[label] = reads;
      expect(reads, label).toBeLessThanOrEqual(READS_BUDGET);
    }
  });

  it('opens the programme and a member’s séances within the budget, whatever their number', async () => {
    // Three weekly séances for half a year (78), the pupil in 30 of them.
    const ids: string[] = [];
    for (const [date, until] of [
      ['2099-01-03', '2099-06-27'],
      ['2099-01-07', '2099-07-01'],
      ['2099-01-09', '2099-07-03'],
    ] as const) {
      ids.push(...(await world.as('responsable').seances.publish({ ...seanceInput(), date, repeterJusquau: until })));
    }
    for (const id of ids.slice(0, 30)) await world.as('pupil').seances.attend(id, true);
    joined.push(...ids.slice(0, 30));

    const programme = await readsDuring(() =>
      until<Seance>(
        (onChange) => world.newTab().seances.subscribeUpcoming((items) => onChange(items, false)),
        (items) => items.length > 0,
      ),
    );
    measured['Ouvrir le programme des séances (membre connecté)'] = programme;
    expect(programme).toBeLessThanOrEqual(READS_BUDGET);

    const tab = world.as('pupil');
    const mine = await readsDuring(() =>
      until<{ seance: Seance }>(
        (onChange) => tab.seances.subscribeMine(world.uid('pupil'), (items) => onChange(items, false)),
        (items) => items.length === MY_SEANCES_SIZE,
      ),
    );
    measured['« Mes séances » du tableau de bord (30 séances rejointes)'] = mine;
    expect(mine).toBeLessThanOrEqual(READS_BUDGET);
  });

  it('opens « Quoi de neuf » within the budget, for the pupil of 30 séances, 2 of them changed, and 500 followed questions', async () => {
    const { watchNews } = await import('@/hooks/news-watch');
    await world.as('responsable').seances.cancel(joined[0]!, 'Pluies diluviennes annoncées');
    await world.as('responsable').seances.cancel(joined[1]!, 'Salle occupée');
    const tab = world.as('pupil');
    const profile = (await tab.users.get(world.uid('pupil')))!;
    let stop = () => {};
    const reads = await readsDuring(
      () =>
        new Promise<void>((resolve) => {
          stop = watchNews(tab, profile, (news) => news.complete && resolve(), { list: true });
        }),
    );
    stop();
    measured['« Quoi de neuf » (élève : réponses, messages, 2 séances changées sur 30)'] = reads;
    // The forums' news (the bar's own queries), the unread messages and their conversations, and
    // the séances changed lately with the member's participation in each (two reads a change).
    expect(reads).toBeLessThanOrEqual(READS_BUDGET);
  });

  it('opens « Mes enfants » for a parent of three children within the budget, whatever their history (issue 33)', async () => {
    // Three children linked to the parent: the two pupils of the world and one more, each with a
    // long history (the world's pupil has HISTORY messages and hundreds of questions).
    const third = world.newTab();
    const input = {
      email: `troisieme.${Date.now()}@example.cm`,
      password: 'enfant-123',
      profile: {
        role: 'eleve',
        nom: 'Abena',
        prenom: 'Boris',
        telephone: '690 00 00 03',
        classe: '5e',
        examen: 'Aucun',
        quartier: 'Essos',
      },
      consentement: true,
      naissance: '2013-02-01',
    } as const;
    const { id: thirdId } = await third.auth.signUp(input);
    await third.auth.signIn(input.email, input.password);
    const parent = world.as('parent');
    const children: [Backend, string][] = [
      [world.as('pupil'), world.uid('pupil')],
      [world.as('stranger'), world.uid('stranger')],
      [third, thirdId],
    ];
    for (const [tab, uid] of children) {
      await parent.families.request(await tab.families.myCode());
      const asked = await new Promise<string>((resolve) =>
        tab.families.subscribeLinks(uid, (links) => {
          const waiting = links.find((link) => !link.confirmed);
          if (waiting) resolve(waiting.id);
        }),
      );
      await tab.families.confirm(asked);
    }

    // As the page opens it: the parent's links, then each confirmed child's overview.
    const fresh = world.newTab();
    const { email, password } = world.account('parent');
    await fresh.auth.signIn(email, password);
    const reads = await readsDuring(async () => {
      const links = await new Promise<FamilyLink[]>((resolve) =>
        fresh.families.subscribeLinks(world.uid('parent'), (items) => {
          if (items.filter((link) => link.confirmed).length === 3) resolve(items);
        }),
      );
      await Promise.all(
        links.map(
          (link) => new Promise<void>((resolve) => fresh.families.subscribeChild(link.childId, () => resolve())),
        ),
      );
    });
    measured['Ouvrir « Mes enfants » (un parent, trois enfants)'] = reads;
    expect(reads).toBeLessThanOrEqual(READS_BUDGET);
  });

  it(`opens a dashboard with ${HISTORY} messages received: the session, the unread count, one page of conversations`, async () => {
    const tab = world.newTab();
    const { email, password } = world.account('pupil');
    // As the site does: the session follows the member's profile live (hooks/session.tsx).
    tab.auth.subscribe(() => {});
    const signIn = await readsDuring(() => tab.auth.signIn(email, password));
    let unread = 0;
    const opened = await readsDuring(async () => {
      // The navigation bar's count and the dashboard's list, as the page opens them.
      await Promise.all([
        new Promise<void>((resolve) =>
          tab.messages.subscribeUnread(world.uid('pupil'), (count) => {
            unread = count;
            if (count === HISTORY) resolve();
          }),
        ),
        // Shown with the first words of its last message, which the conversation holds: no message read.
        until<Conversation>(
          (onChange) => tab.messages.subscribeConversations(world.uid('pupil'), onChange),
          (items) => items.length === 1 && items[0]!.preview === `Message ${HISTORY}`,
        ),
      ]);
    });
    expect(unread).toBe(HISTORY);
    measured['Ouvrir son tableau de bord (connexion + non lus + conversations)'] = signIn + opened;
    expect(signIn + opened).toBeLessThanOrEqual(READS_BUDGET);

    // Opening the conversation of HISTORY messages: one page of them.
    let count = 0;
    const conversation = await readsDuring(() =>
      until(
        (onChange) => {
          tab.messages.subscribeThread(world.uid('pupil'), world.uid('parent'), (items, hasMore) => {
            count = items.length;
            onChange(items, hasMore);
          });
        },
        (items) => items.length === PAGE_SIZE,
      ),
    );
    expect(count).toBe(PAGE_SIZE);
    measured[`Ouvrir une conversation de ${HISTORY} messages`] = conversation;
    expect(conversation).toBeLessThanOrEqual(READS_BUDGET);
  });

  it(`opens the Espace responsable with ${HISTORY} members more: one page of the tutors waiting`, async () => {
    // The space opens on the tutors waiting; the other panels read their list only when shown.
    const tab = world.newTab();
    const { email, password } = world.account('responsable');
    tab.auth.subscribe(() => {});
    const signIn = await readsDuring(() => tab.auth.signIn(email, password));
    let count = 0;
    const open = await readsDuring(() =>
      until<EncadreurProfile>(
        (onChange) => {
          tab.governance.subscribePendingTutors((items, hasMore) => {
            count = items.length;
            onChange(items, hasMore);
          });
        },
        (items) => items.length === PAGE_SIZE,
      ),
    );
    expect(count).toBe(PAGE_SIZE);
    measured['Ouvrir l’Espace responsable (encadreurs à valider)'] = open;
    measured['Se connecter puis ouvrir l’Espace responsable'] = signIn + open;
    expect(open).toBeLessThanOrEqual(READS_BUDGET);
  });

  it('opens the members’ list, then « Voir plus », then a search, a page each', async () => {
    const tab = world.as('responsable');
    let shownMembers: UserProfile[] = [];
    let moreMembers: () => void = () => {};
    const open = await readsDuring(() =>
      until<UserProfile>(
        (onChange) => {
          const pages = tab.governance.subscribeMembers((items, hasMore) => {
            shownMembers = items;
            onChange(items, hasMore);
          });
          moreMembers = pages.more;
        },
        (items) => items.length === PAGE_SIZE,
      ),
    );
    measured['Ouvrir la liste des membres'] = open;
    expect(open).toBeLessThanOrEqual(READS_BUDGET);

    const next = await readsDuring(async () => {
      moreMembers();
      await vi.waitFor(() => expect(shownMembers).toHaveLength(PAGE_SIZE * 2), { timeout: 10_000 });
    });
    measured['« Voir plus » dans les membres'] = next;
    expect(next).toBeLessThanOrEqual(READS_BUDGET);

    const search = await readsDuring(() =>
      until<UserProfile>(
        (onChange) => tab.governance.subscribeMembers(onChange, undefined, { search: 'membre 05' }),
        (items) => items.length === PAGE_SIZE,
      ),
    );
    measured['Rechercher un membre (« membre 05 »)'] = search;
    expect(search).toBeLessThanOrEqual(READS_BUDGET);
  });
});
