import { beforeEach, describe, expect, it } from 'vitest';
import type { LivePages } from '@/backend/types';
import type { Attachment, Question, Reply, UserProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { NO_MARKS } from '@/domain/following';
import type { NewsEvent } from '@/domain/notifications';
import { photoRemoval } from '@/domain/photo-removal';
import type { Photo } from '@/domain/photos';
import { initialMarks } from '@/domain/question-marks';
import type { Poster } from '@/domain/rate-limit';
import { memberProfile } from '@tests/setup/people';
import { refusalCode as refusal } from '@tests/setup/refusal-code';
import type { Acting } from './acting';
import type { FollowedMarks } from './following';
import {
  questionUseCases,
  type BindableFile,
  type JournalLine,
  type NewReplyFields,
  type QuestionStore,
} from './questions';

const FORUM = 'EncadreurEleve';
const pupil = memberProfile('eleve', 'uid-awa');
const stranger = memberProfile('eleve', 'uid-jean');
const tutor = { ...memberProfile('encadreur', 'uid-sylvie'), statut: 'approuve' as const };
const responsable = memberProfile('parent', 'uid-claire', true);
const cours: Attachment = { url: 'https://files.example/cours.pdf', publicId: 'cours', fileName: 'cours.pdf' };

function reply(userId: string | null, id = `${userId ?? 'visiteur'}_r`): Reply {
  return {
    id,
    reply: 'Réponse',
    userId,
    userName: 'Quelqu’un',
    userRole: 'eleve',
    encadreurValide: false,
    responsable: false,
    photos: [],
    date: new Date(),
  };
}

function question(fields: Partial<Question> = {}): Question {
  return {
    id: 'q1',
    question: 'Comment factoriser ?',
    userId: pupil.id,
    userName: 'Awa Ngono',
    role: 'eleve',
    classe: '3e',
    matiere: null,
    encadreurValide: false,
    responsable: false,
    date: new Date(),
    pageId: FORUM,
    attachments: [],
    photos: [],
    replies: [],
    activite: new Date(),
    ...initialMarks(),
    ...fields,
  };
}

const replies = (count: number) => Array.from({ length: count }, (_, at) => reply('uid-other', `r${at}`));

/**
 * Questions in a Map. `rules` plays Firestore: no check called back, but a reply past the room is
 * refused bare (permission-denied), as the rules refuse the loser of a race.
 */
function memoryStore({ rules = false } = {}) {
  const questions = new Map<string, Question>();
  const files = new Map<string, BindableFile>();
  const journal: JournalLine[] = [];
  /** Each member's own list of followed questions (their reading marks). */
  const followed = new Map<string, Record<string, Date>>();
  const follow = (uid: string, id: string) => followed.set(uid, { ...followed.get(uid), [id]: new Date() });
  const marks: FollowedMarks = {
    subscribeMarks: () => () => undefined,
    readMarks: async (uid) => ({ ...NO_MARKS, followed: followed.get(uid) ?? {} }),
    setFollowed: async (uid, list) => void followed.set(uid, list),
  };
  const posted: { poster: Poster; reply: NewReplyFields }[] = [];
  /** Runs between the use case's read and the append: another reply lands meanwhile. */
  let meanwhile: () => void = () => undefined;
  const existing = (id: string) => {
    const found = questions.get(id);
    if (!found) throw new BackendError('not-found');
    return found;
  };
  const store: QuestionStore = {
    subscribe: () => Object.assign(() => undefined, { more: () => undefined }) as LivePages,
    get: async (id) => questions.get(id) ?? null,
    async insert(fields, bindable) {
      for (const attachment of fields.attachments) {
        const file = files.get(attachment.publicId);
        if (!file || !bindable(file)) throw new BackendError('permission-denied');
        file.questionId = 'new';
      }
      questions.set('new', { ...fields, id: 'new', date: new Date(), activite: new Date() });
      follow(fields.userId, 'new');
      return 'new';
    },
    watch: () => () => undefined,
    async setText(id, fields) {
      questions.set(id, { ...existing(id), ...fields });
    },
    async setMark(id, mark, value) {
      questions.set(id, { ...existing(id), [mark]: value });
    },
    posterId: async (author) => author?.id ?? 'visiteur:navigateur',
    async appendReply(id, fields, poster, check, follower) {
      meanwhile();
      const stored = existing(id);
      if (!rules) check(stored);
      else if (stored.replies.length >= (poster === 'visiteur' ? 40 : 90)) throw new BackendError('permission-denied');
      posted.push({ poster, reply: fields });
      if (follower) follow(follower, id);
      questions.set(id, { ...stored, replies: [...stored.replies, { photos: [], ...fields, date: new Date() }] });
    },
    async remove(id, line) {
      questions.delete(id);
      if (line) journal.push(line);
    },
    async removeAttachment(id, attachment) {
      const stored = existing(id);
      questions.set(id, {
        ...stored,
        attachments: stored.attachments.filter((a) => a.publicId !== attachment.publicId),
      });
    },
    async removePhoto(id, replyId, publicId) {
      const changes = photoRemoval(existing(id), replyId, publicId);
      if (changes) questions.set(id, { ...existing(id), ...(changes as Partial<Question>) });
    },
    async removeReply(questionId, replyId, decide) {
      const stored = existing(questionId);
      const found = stored.replies.find((item) => item.id === replyId);
      if (!found) throw new BackendError('not-found');
      const line = decide(found);
      questions.set(questionId, { ...stored, replies: stored.replies.filter((item) => item !== found) });
      if (line) journal.push(line);
    },
  };
  return {
    store,
    marks,
    followed,
    questions,
    files,
    journal,
    posted,
    whileReplying: (run: () => void) => (meanwhile = run),
  };
}

let world: ReturnType<typeof memoryStore>;
let viewer: UserProfile | null;
const acting: Acting = { viewer: async () => viewer, emailConfirmed: async () => true };
const service = () => questionUseCases(world.store, acting, world.marks);
const as = (who: UserProfile | null) => {
  viewer = who;
  return service();
};

beforeEach(() => {
  world = memoryStore();
  world.questions.set('q1', question());
});

describe('asking', () => {
  const ask = { pageId: FORUM, question: 'Qui peut m’aider ?', attachments: [cours], matiere: 'Mathématiques' };

  it('asks a visitor to sign in, and refuses a suspended member', async () => {
    expect(await refusal(as(null).ask(ask))).toBe('auth/requires-login');
    expect(await refusal(as({ ...pupil, suspendu: true }).ask(ask))).toBe('account/suspended');
    expect(world.questions.has('new')).toBe(false);
  });

  it('binds a file its author uploaded and attached nowhere, and no other', async () => {
    world.files.set('cours', { ownerId: stranger.id, questionId: null });
    expect(await refusal(as(pupil).ask(ask))).toBe('permission-denied');
    world.files.set('cours', { ownerId: pupil.id, questionId: 'elsewhere' });
    expect(await refusal(as(pupil).ask(ask))).toBe('permission-denied');
    world.files.set('cours', { ownerId: pupil.id, questionId: null });
    await as(pupil).ask(ask);
    // A pupil as anyone reads her (issue 33): « Awa N. ».
    expect(world.questions.get('new')).toMatchObject({ userId: pupil.id, userName: 'Awa N.', attachments: [cours] });
    // Its author follows it, in her own marks: nothing of it on the question (issue 32).
    expect(Object.keys(world.followed.get(pupil.id) ?? {})).toEqual(['new']);
    expect(world.questions.get('new')).not.toHaveProperty('suivi');
  });
});

describe('following', () => {
  it('writes « Suivre » and its undoing in the member’s own list only, and says not-found for a question gone', async () => {
    await as(stranger).follow('q1', true);
    expect(Object.keys(world.followed.get(stranger.id) ?? {})).toEqual(['q1']);
    await as(stranger).follow('q1', false);
    expect(world.followed.get(stranger.id)).toEqual({});
    expect(await refusal(as(stranger).follow('disparue', true))).toBe('not-found');
    expect(await refusal(as(null).follow('q1', true))).toBe('auth/requires-login');
  });
});

describe('editing', () => {
  it('lets the author change the text, trimmed, and nobody else', async () => {
    expect(await refusal(as(responsable).edit('q1', 'Autre'))).toBe('permission-denied');
    expect(await refusal(as(pupil).edit('q1', '   '))).toBe('invalid-argument');
    expect(await refusal(as({ ...pupil, suspendu: true }).edit('q1', 'Autre'))).toBe('account/suspended');
    expect(await refusal(as(pupil).edit('gone', 'Autre'))).toBe('not-found');
    await as(pupil).edit('q1', '  Autre  ');
    expect(world.questions.get('q1')?.question).toBe('Autre');
  });
});

describe('marking the reply that helped (« Résolue »)', () => {
  beforeEach(() => world.questions.set('q1', question({ replies: [reply(tutor.id, 'r-sylvie')] })));

  it('lets the author mark a reply of the question, and clear the mark', async () => {
    await as(pupil).mark('q1', 'resolue', 'r-sylvie');
    expect(world.questions.get('q1')?.resolue).toBe('r-sylvie');
    await as(pupil).mark('q1', 'resolue', null);
    expect(world.questions.get('q1')?.resolue).toBeNull();
  });

  it('lets a responsable mark it too', async () => {
    await as(responsable).mark('q1', 'resolue', 'r-sylvie');
    expect(world.questions.get('q1')?.resolue).toBe('r-sylvie');
  });

  it('refuses anyone else, a suspended author, a reply the question does not have, a question gone', async () => {
    expect(await refusal(as(tutor).mark('q1', 'resolue', 'r-sylvie'))).toBe('permission-denied');
    expect(await refusal(as(null).mark('q1', 'resolue', 'r-sylvie'))).toBe('auth/requires-login');
    expect(await refusal(as({ ...pupil, suspendu: true }).mark('q1', 'resolue', 'r-sylvie'))).toBe('account/suspended');
    expect(await refusal(as(pupil).mark('q1', 'resolue', 'r-inventee'))).toBe('invalid-argument');
    expect(await refusal(as(pupil).mark('gone', 'resolue', null))).toBe('not-found');
    expect(world.questions.get('q1')?.resolue).toBeNull();
  });
});

describe('replying', () => {
  it('refuses a suspended member before reading anything', async () => {
    expect(await refusal(as({ ...stranger, suspendu: true }).reply('q1', 'Voici'))).toBe('account/suspended');
    expect(world.posted).toEqual([]);
  });

  it('posts a visitor under their own id, counted as a visitor, and a member as a member', async () => {
    await as(null).reply('q1', 'Voici');
    await as(stranger).reply('q1', 'Et voilà');
    expect(world.posted.map(({ poster, reply }) => [poster, reply.userId, reply.id.split('_')[0]])).toEqual([
      ['visiteur', null, 'visiteur:navigateur'],
      ['membre', stranger.id, stranger.id],
    ]);
  });

  it('refuses a blank reply, and one to a question that is gone', async () => {
    expect(await refusal(as(stranger).reply('q1', '  '))).toBe('invalid-argument');
    expect(await refusal(as(stranger).reply('gone', 'Voici'))).toBe('not-found');
  });

  it('keeps the last places: full for a visitor from 40 replies, a member from 90, not for the author', async () => {
    world.questions.set('q1', question({ replies: replies(40) }));
    expect(await refusal(as(null).reply('q1', 'Voici'))).toBe('question/full');
    await as(stranger).reply('q1', 'Voici');
    world.questions.set('q1', question({ replies: replies(90) }));
    expect(await refusal(as(stranger).reply('q1', 'Voici'))).toBe('question/full');
    await as(pupil).reply('q1', 'Merci');
    await as(tutor).reply('q1', 'Voici');
    world.questions.set('q1', question({ replies: replies(100) }));
    expect(await refusal(as(responsable).reply('q1', 'Voici'))).toBe('question/full');
  });

  it('checks the room again on the record the store holds when it appends', async () => {
    world.questions.set('q1', question({ replies: replies(39) }));
    world.whileReplying(() => world.questions.set('q1', question({ replies: replies(40) })));
    expect(await refusal(as(null).reply('q1', 'Voici'))).toBe('question/full');
  });

  it('says question/full when the rules refused the loser of a race, and leaves other refusals be', async () => {
    world = memoryStore({ rules: true });
    world.questions.set('q1', question({ replies: replies(89) }));
    world.whileReplying(() => world.questions.set('q1', question({ replies: replies(90) })));
    expect(await refusal(as(stranger).reply('q1', 'Voici'))).toBe('question/full');
    world.questions.set('q1', question({ replies: replies(89) }));
    world.whileReplying(() => {
      throw new BackendError('permission-denied');
    });
    expect(await refusal(as(stranger).reply('q1', 'Voici'))).toBe('permission-denied');
  });
});

describe('deleting a question', () => {
  it('lets its author delete it, unrecorded; refuses anyone else', async () => {
    expect(await refusal(as(null).remove('q1'))).toBe('auth/requires-login');
    expect(await refusal(as(stranger).remove('q1'))).toBe('permission-denied');
    await as({ ...pupil, suspendu: true }).remove('q1');
    expect(world.questions.has('q1')).toBe(false);
    expect(world.journal).toEqual([]);
  });

  it('lets an approved tutor delete a pupil’s question of their forum, unrecorded', async () => {
    await as(tutor).remove('q1');
    expect(world.questions.has('q1')).toBe(false);
    expect(world.journal).toEqual([]);
  });

  it('records a responsable deleting someone else’s question, not their own', async () => {
    await as(responsable).remove('q1');
    expect(world.journal).toEqual([
      { by: responsable, action: 'question-supprimee', target: { id: 'q1', name: 'Awa Ngono' } },
    ]);
    world.questions.set('q2', question({ id: 'q2', userId: responsable.id }));
    await as(responsable).remove('q2');
    expect(world.journal).toHaveLength(1);
  });

  it('says not-found for a question that is gone', async () => {
    expect(await refusal(as(responsable).remove('gone'))).toBe('not-found');
  });
});

describe('taking an attachment out', () => {
  const notes: Attachment = { url: 'https://files.example/notes.pdf', publicId: 'notes', fileName: 'notes.pdf' };

  it('lets the author or a moderator do it, nobody else', async () => {
    world.questions.set('q1', question({ attachments: [cours, notes] }));
    expect(await refusal(as(stranger).removeAttachment('q1', cours))).toBe('permission-denied');
    await as(tutor).removeAttachment('q1', cours);
    expect(world.questions.get('q1')?.attachments).toEqual([notes]);
  });

  it('does nothing for an attachment the question does not hold', async () => {
    world.questions.set('q1', question({ question: '', attachments: [notes] }));
    await as(pupil).removeAttachment('q1', cours);
    expect(world.questions.get('q1')?.attachments).toEqual([notes]);
  });

  it('refuses to leave a question without text nor attachment', async () => {
    world.questions.set('q1', question({ question: '', attachments: [cours] }));
    expect(await refusal(as(pupil).removeAttachment('q1', cours))).toBe('question/would-be-empty');
    world.questions.set('q1', question({ attachments: [cours] }));
    await as(pupil).removeAttachment('q1', cours);
    expect(world.questions.get('q1')?.attachments).toEqual([]);
  });
});

describe('photos (issue 36)', () => {
  const photo = (publicId: string): Photo => ({
    url: `https://res.cloudinary.com/demo/image/upload/v1/${publicId}`,
    publicId,
    width: 1200,
    height: 1600,
    bytes: 200_000,
    thumbBytes: 20_000,
  });
  const [page, working] = [photo('forum/uid-awa/page'), photo('forum/uid-sylvie/travail')];

  it('replies with photos for a member in the tutor–pupil forum, never for a visitor nor elsewhere', async () => {
    await as(tutor).reply('q1', '', [working]);
    expect(world.questions.get('q1')?.replies[0]).toMatchObject({ reply: '', photos: [working] });
    expect(await refusal(as(null).reply('q1', 'Moi aussi', [working]))).toBe('auth/requires-login');
    world.questions.set('q2', question({ id: 'q2', pageId: 'ParentEncadreur' }));
    expect(await refusal(as(tutor).reply('q2', 'Voici', [working]))).toBe('invalid-argument');
    expect(await refusal(as(tutor).reply('q1', '', []))).toBe('invalid-argument');
  });

  it('lets the post’s author or a moderator take a photo out, never the last thing a post shows', async () => {
    world.questions.set(
      'q1',
      question({
        question: '',
        photos: [page, photo('forum/uid-awa/autre')],
        replies: [{ ...reply(tutor.id, 'r1'), reply: '', photos: [working] }],
      }),
    );
    expect(await refusal(as(stranger).removePhoto('q1', null, page))).toBe('permission-denied');
    expect(await refusal(as(pupil).removePhoto('q1', 'r1', working))).toBe('permission-denied');
    await as(pupil).removePhoto('q1', null, page);
    expect(await refusal(as(responsable).removePhoto('q1', null, photo('forum/uid-awa/autre')))).toBe(
      'question/would-be-empty',
    );
    expect(await refusal(as(tutor).removePhoto('q1', 'r1', working))).toBe('question/would-be-empty');
    expect(await refusal(as(tutor).removePhoto('q1', 'absente', working))).toBe('not-found');
    const stored = world.questions.get('q1')!;
    expect(stored.photos.map((item) => item.publicId)).toEqual(['forum/uid-awa/autre']);
    expect(stored.replies[0]?.photos).toEqual([working]);
  });
});

describe('deleting a reply', () => {
  beforeEach(() => {
    world.questions.set('q1', question({ replies: [reply(stranger.id, 'r1'), reply(null, 'r2')] }));
  });

  it('lets its author delete it, unrecorded; refuses anyone else but a responsable', async () => {
    expect(await refusal(as(null).removeReply('q1', 'r1'))).toBe('auth/requires-login');
    expect(await refusal(as(pupil).removeReply('q1', 'r1'))).toBe('permission-denied');
    expect(await refusal(as(tutor).removeReply('q1', 'r2'))).toBe('permission-denied');
    await as(stranger).removeReply('q1', 'r1');
    expect(world.questions.get('q1')?.replies.map((item) => item.id)).toEqual(['r2']);
    expect(world.journal).toEqual([]);
  });

  it('records a responsable deleting someone else’s reply', async () => {
    await as(responsable).removeReply('q1', 'r2');
    expect(world.journal).toEqual([
      { by: responsable, action: 'reponse-supprimee', target: { id: 'q1/r2', name: 'Quelqu’un' } },
    ]);
  });

  it('says not-found for a reply that is gone', async () => {
    expect(await refusal(as(responsable).removeReply('q1', 'r9'))).toBe('not-found');
  });
});

describe('telling who it may be news for (issue 35)', () => {
  const told = () => {
    const events: NewsEvent[] = [];
    return { events, notifier: { tell: (event: NewsEvent) => events.push(event) } };
  };

  it('tells of a question asked and of a reply once they are stored, and of nothing refused', async () => {
    const { events, notifier } = told();
    viewer = pupil;
    world.files.set('cours', { ownerId: pupil.id, questionId: null });
    await questionUseCases(world.store, acting, world.marks, notifier).ask({
      pageId: FORUM,
      question: 'Qui peut m’aider ?',
      attachments: [cours],
      matiere: 'Mathématiques',
    });
    viewer = stranger;
    await questionUseCases(world.store, acting, world.marks, notifier).reply('q1', 'Voici');
    await refusal(questionUseCases(world.store, acting, world.marks, notifier).reply('q1', '   '));
    const replyId = world.questions.get('q1')!.replies.at(-1)!.id;
    expect(events).toEqual([
      { kind: 'question', questionId: 'new' },
      { kind: 'reply', questionId: 'q1', replyId },
    ]);
  });
});
