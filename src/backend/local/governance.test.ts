import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '@/backend/types';
import type { Question, UserProfile } from '@/domain/entities';
import { RATE_LIMITS } from '@/domain/rate-limit';
import { people } from '@tests/setup/people';
import { createTestBackend, memoryStorage, testClock, followVerificationLink } from '@tests/setup/test-backend';

/**
 * The local adapter's rate limits on its own clock, which tests move: a wait that ends, a visitor's
 * daily cap. The hosted backend counts on the server's clock, so these stay here; everything else
 * of governance (powers, reports, suspensions, files) is the contract's (tests/contract/).
 * Four tabs of one browser: a pupil, a tutor, a responsable (a parent appointed through the local
 * demonstration), and a signed-out visitor.
 */

function firstValue<T>(
  subscribe: (onChange: (value: T) => void, onError: (error: unknown) => void) => () => void,
  accept: (value: T) => boolean = () => true,
) {
  return new Promise<T>((resolve, reject) => {
    const stop = subscribe(
      (value) => {
        if (!accept(value)) return;
        queueMicrotask(() => stop());
        resolve(value);
      },
      (error) => {
        queueMicrotask(() => stop());
        reject(error);
      },
    );
  });
}

let clock: ReturnType<typeof testClock>;
let pupilTab: Backend;
let tutorTab: Backend;
let responsableTab: Backend;
let visitorTab: Backend;
let tutor: UserProfile;

beforeEach(async () => {
  clock = testClock();
  const name = `governance-${crypto.randomUUID()}`;
  const options = { visitorStorage: memoryStorage(), now: clock.now };
  const tab = () => createTestBackend(name, options);
  [pupilTab, tutorTab, responsableTab, visitorTab] = [tab(), tab(), tab(), tab()];
  await pupilTab.auth.signUp(people.eleve);
  tutor = await pupilTab.auth.signUp(people.encadreur);
  await pupilTab.auth.signUp(people.parent);
  // Each follows the link of their verification e-mail: confirmed members, who may write messages.
  for (const person of [people.eleve, people.encadreur, people.parent])
    await followVerificationLink(pupilTab, person.email);
  await pupilTab.auth.signIn(people.eleve.email, people.eleve.password);
  await tutorTab.auth.signIn(people.encadreur.email, people.encadreur.password);
  await responsableTab.auth.signIn(people.parent.email, people.parent.password);
  await responsableTab.demo!.setResponsable(true);
});

async function askedBy(tab: Backend, text: string, pageId = 'EncadreurEleve'): Promise<Question> {
  await tab.questions.ask({ pageId, question: text, attachments: [], matiere: 'Mathématiques' });
  clock.advance(11);
  const list = await firstValue<Question[]>((onChange, onError) => tab.questions.subscribe(pageId, onChange, onError));
  return list.find((question) => question.question === text)!;
}

describe('rate limits', () => {
  it('lets a signed-out visitor reply once every 30 s, and says how long to wait', async () => {
    const question = await askedBy(pupilTab, 'Besoin d’aide');
    await visitorTab.questions.reply(question.id, 'Première réponse');
    clock.advance(10);
    await expect(visitorTab.questions.reply(question.id, 'Trop tôt')).rejects.toMatchObject({
      code: 'rate/too-fast',
      retryAfterSeconds: 20,
    });
    clock.advance(20);
    await visitorTab.questions.reply(question.id, 'Maintenant');
    expect((await visitorTab.questions.get(question.id))!.replies.map((reply) => reply.userName)).toEqual([
      'Utilisateur Anonyme',
      'Utilisateur Anonyme',
    ]);
  });

  it('stops a visitor at the daily cap, so no visitor fills a question alone', async () => {
    const question = await askedBy(pupilTab, 'Très demandée');
    for (let n = 0; n < RATE_LIMITS.visiteur.perDay; n += 1) {
      await visitorTab.questions.reply(question.id, `Réponse ${n}`);
      clock.advance(31);
    }
    await expect(visitorTab.questions.reply(question.id, 'Une de trop')).rejects.toMatchObject({
      code: 'rate/daily-limit',
    });
    await pupilTab.questions.reply(question.id, 'Un membre peut encore répondre');
  });

  it('lets a member post six times a minute, not seven', async () => {
    for (let n = 0; n < RATE_LIMITS.membre.perWindow; n += 1)
      await pupilTab.messages.send({ to: tutor.id, text: `Message ${n}` });
    await expect(pupilTab.messages.send({ to: tutor.id, text: 'Un de trop' })).rejects.toMatchObject({
      code: 'rate/too-fast',
    });
    clock.advance(60);
    await pupilTab.messages.send({ to: tutor.id, text: 'Après une minute' });
  });
});
