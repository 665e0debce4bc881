/**
 * What can be checked of firestore.rules without an emulator: the values it mirrors from the code
 * are the code's, and its brackets are balanced. This suite always runs; the rules' behaviour is
 * tested by the emulator suites beside it.
 */
import { readFileSync } from 'node:fs';
import { initializeApp } from 'firebase/app';
import { getFirestore, type DocumentData, type WriteBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { blankedBy } from '@/backend/firebase/conversation-previews';
import { addConversationWrites } from '@/backend/firebase/messages';
import { CHARTER_VERSION, CONSENT_AGE, PRIVACY_VERSION, SIGN_UP_RECORDS } from '@/domain/consent';
import { ROLES } from '@/domain/entities';
import { fileRecordId, isValidPublicId } from '@/domain/files';
import { ATTACHMENT_FORUM, FORUM_PAGE_IDS } from '@/domain/forums';
import {
  ANONYMOUS_NAME,
  ATTACHMENTS_MAX,
  DELETED_ACCOUNT_NAME,
  REPLIES_MAX,
  DEFAULT_PAGE_ID,
  MESSAGE_MAX_LENGTH,
  PREVIEW_MAX_LENGTH,
  QUESTION_MAX_LENGTH,
  REPLY_DATE_WINDOW_DAYS,
  REPLY_MAX_LENGTH,
  REPORT_DETAILS_MAX_LENGTH,
} from '@/domain/limits';
import { messagePreview } from '@/domain/message-preview';
import {
  isReservedName,
  NAME_PATTERN,
  nameSkeleton,
  nameWords,
  normaliseName,
  RESERVED_NAME_PATTERNS,
  RESERVED_NAMES,
} from '@/domain/names';
import { newMessageFields, newQuestionFields, newReplyFields } from '@/domain/new-records';
import { NOTIFICATION_KINDS } from '@/domain/notifications';
import {
  deliveredPhotoUrl,
  PHOTO_LONG_SIDE,
  PHOTO_MAX_BYTES,
  PHOTOS_MAX,
  readPhotos,
  type Photo,
} from '@/domain/photos';
import { PROFILE_FIELD_MAX_LENGTH } from '@/domain/profile-fields';
import { MEMBER_EDITABLE_FIELDS, PROFILE_FIELDS, type ProfileField } from '@/domain/profile-schema';
import { DAY_SECONDS, RATE_LIMITS } from '@/domain/rate-limit';
import { isJournalAction, JOURNAL_ACTIONS } from '@/domain/records';
import { REPLY_TIERS } from '@/domain/reply-room';
import { REPORT_REASONS } from '@/domain/reports';
import { FOLDS } from '@/domain/search-key';
import { SEARCH_WORDS_MAX, searchPieces, searchWords } from '@/domain/search-words';
import { SUBJECT_LABELS } from '@/domain/subjects';
import { ISSUE_32_ATTACKS, LOOK_ALIKE_ATTACKS, REAL_NAMES_NEAR_RESERVED } from '../setup/name-cases';
import { storedProfile } from '../setup/people';

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
/** The cloud firestore.rules names in cloudinaryCloud(). */
const CLOUD = /function cloudinaryCloud\(\) \{\s*return '([^']+)';/.exec(rules)![1]!;
/**
 * The rules without comments or string contents, read left to right in one pass so that a string
 * holding `//` (a URL pattern) is not taken for a comment, nor an apostrophe in a comment for a string.
 */
const code = rules.replace(/'[^'\n]*'|\/\/.*$/gm, (match) => (match.startsWith("'") ? "''" : ''));

/** The body of `function name(…) { … }`, up to its closing brace. */
function functionBody(name: string): string {
  const start = rules.indexOf(`function ${name}(`);
  expect(start, `function ${name} in firestore.rules`).toBeGreaterThanOrEqual(0);
  const open = rules.indexOf('{', start);
  let depth = 0;
  for (let i = open; i < rules.length; i += 1) {
    if (rules[i] === '{') depth += 1;
    if (rules[i] === '}' && (depth -= 1) === 0) return rules.slice(open + 1, i);
  }
  throw new Error(`function ${name} is not closed`);
}

/** Every string list `[...]` in a piece of rules, as arrays of strings. */
function stringLists(source: string): string[][] {
  return [...source.matchAll(/\[([^\]]*)\]/g)].map(([, items]) =>
    [...items!.matchAll(/'([^']*)'/g)].map(([, item]) => item!),
  );
}

describe('firestore.rules, as a file', () => {
  it('balances its braces and parentheses', () => {
    for (const [open, close] of [
      ['{', '}'],
      ['(', ')'],
      ['[', ']'],
    ] as const) {
      let depth = 0;
      for (const char of code) {
        if (char === open) depth += 1;
        if (char === close) depth -= 1;
        expect(depth, `${open}${close} closed before opened`).toBeGreaterThanOrEqual(0);
      }
      expect(depth, `${open}${close} balanced`).toBe(0);
    }
  });

  it('lists exactly the fields the client writes in a message', () => {
    const written = Object.keys({
      ...newMessageFields(storedProfile('eleve', 'uid-awa'), 'uid-paul', 'Bonjour'),
      date: 'serverTimestamp()',
    }).sort();
    const lists = stringLists(functionBody('validMessage'));
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect([...list].sort()).toEqual(written);
  });

  it('lists exactly the fields the client writes in a conversation, and those a later write may add', () => {
    const written: DocumentData[] = [];
    const batch = { set: (_ref: unknown, data: DocumentData) => written.push(data) } as unknown as WriteBatch;
    const db = getFirestore(initializeApp({ projectId: 'demo-rules-file' }, 'rules-file'));
    const sender = { from: 'uid-awa', to: 'uid-paul', senderName: 'Awa Ngono', text: 'Bonjour', counted: true };
    addConversationWrites(batch, db, 'm1', { ...sender, recipientName: 'Paul Essomba' });
    const conversation = Object.keys(written[0]!).sort();
    const [required, allowed] = stringLists(functionBody('sentIn')).filter((list) => list.includes('membres'));
    expect([...allowed!].sort()).toEqual([...conversation, 'retireId'].sort());
    // A conversation started before its count, or before it kept its pupil and adult (issue 33), has none.
    expect([...required!].sort()).toEqual(
      conversation.filter((key) => !['nbMessages', 'eleve', 'adulte'].includes(key)),
    );
    expect(Object.keys(blankedBy('m1')).every((key) => allowed!.includes(key))).toBe(true);
  });

  it('mirrors PREVIEW_MAX_LENGTH, and makes a message one line with the white space messagePreview knows', () => {
    const body = functionBody('previewOf');
    expect(body).toContain(`line.size() <= ${PREVIEW_MAX_LENGTH}`);
    expect(body).toContain(`cut <= ${PREVIEW_MAX_LENGTH}`);
    const steps = [...functionBody('oneLine').matchAll(/\.replace\('([^']*)', '([^']*)'\)/g)];
    expect(steps).toHaveLength(2);
    // The rules' strings, their escapes read (« \\t » is a regular expression's \t).
    const oneLine = (text: string) =>
      steps.reduce(
        (line, [, pattern, by]) => line.replace(new RegExp(pattern!.replace(/\\\\/g, '\\'), 'g'), by!),
        text,
      );
    for (const text of ['Bonjour', ' \tOui,\r\n\n à 15 h. \f', 'Rendez-vous\u00a0: samedi', 'a\u2028b  c\vd']) {
      expect(oneLine(text), JSON.stringify(text)).toBe(messagePreview(text));
    }
  });

  it('mirrors MESSAGE_MAX_LENGTH for the text of a message', () => {
    expect(functionBody('validMessage')).toContain(`filled(data.text, ${MESSAGE_MAX_LENGTH})`);
  });

  /**
   * Every string list in a function's body must be `expected`, in any order. Brackets holding no
   * string (an index, a slice, a regular expression's `[.]`) are not lists of names.
   */
  function expectListsOf(name: string, expected: readonly string[]) {
    const lists = stringLists(functionBody(name)).filter((list) => list.length > 0);
    expect(lists.length, `string lists in ${name}`).toBeGreaterThan(0);
    for (const list of lists) expect([...list].sort(), name).toEqual([...expected].sort());
  }

  const pupil = storedProfile('eleve', 'uid-awa');
  const attachment = {
    url: 'https://res.cloudinary.com/demo/raw/upload/v1/cours.pdf',
    publicId: 'cours',
    fileName: 'cours.pdf',
  };

  it('lists exactly the fields the client writes in a question', () => {
    const asked = { pageId: ATTACHMENT_FORUM, question: 'Bonjour', attachments: [], matiere: 'Biologie' };
    const fields = newQuestionFields(pupil, asked);
    // The store adds its own id (the followed questions are read by it, issue 32) and the server's
    // dates: when it was asked, and its last activity. `photos` (issue 36) is allowed beside them,
    // not required: a client from before the photos writes none.
    const keys = Object.keys(fields).filter((key) => key !== 'photos');
    expectListsOf('validNewQuestion', ['id', ...keys, 'date', 'activite']);
    expect(functionBody('validNewQuestion')).toContain('exactKeysBesidesPhotos(data, [');
    expect(functionBody('exactKeysBesidesPhotos')).toContain("data.keys().removeAll(['photos'])");
  });

  it('lists the directory’s subjects, as a question and a tutor’s followed subjects take them', () => {
    // The rules language takes no curly apostrophe in a string: it is written \u2019 there.
    const decoded = (list: string[]) => list.map((item) => item.replace(/\\u2019/g, '’'));
    for (const name of ['validSubject', 'validFollowedSubjects']) {
      const lists = stringLists(functionBody(name)).filter((list) => list.length > 1);
      expect(lists.length, name).toBe(1);
      expect(decoded(lists[0]!), name).toEqual([...SUBJECT_LABELS]);
    }
  });

  it('lists exactly the fields the client writes in a reply', () => {
    expectListsOf('validReply', [...Object.keys(newReplyFields(pupil, 'Merci')), 'date']);
    expectListsOf('validReply', [...Object.keys(newReplyFields(null, 'Merci')), 'date']);
    // A reply with photos (issue 36) has one key more, `photos`, which the rules check apart.
    expect(functionBody('validReply')).toContain('exactKeysBesidesPhotos(item, [');
  });

  it('mirrors PHOTOS_MAX for a question’s and a reply’s photos, checking each place in the list', () => {
    expect(functionBody('photosAllowed')).toContain(`photos.size() <= ${PHOTOS_MAX}`);
    const body = functionBody('ownPhotos');
    expect(body).toContain(`items.size() <= ${PHOTOS_MAX}`);
    const places = [...body.matchAll(/ownPhoto\(items\[(\d+)\]\)/g)].map(([, index]) => Number(index));
    expect(places).toEqual(Array.from({ length: PHOTOS_MAX }, (_, index) => index));
    // Where: the post's rules; whose: the rate record of its batch (countedPhotos).
    const oneLine = (name: string) => functionBody(name).replace(/\s+/g, ' ');
    expect(oneLine('validNewQuestion')).toContain('photosAllowed(photos, data.pageId)');
    expect(oneLine('validReply')).toContain('photosAllowed(item.photos, pageId)');
    const limits = rules.slice(rules.indexOf('match /limites/{uid}'));
    expect(
      limits.slice(0, limits.indexOf('allow delete')).match(/countedPhotos\(request\.resource\.data\.lastPost\)/g),
    ).toHaveLength(2);
  });

  it('reads a photo’s link and sizes as the Photo type and PHOTO_LONG_SIDE, PHOTO_MAX_BYTES have them', () => {
    const body = functionBody('ownPhoto');
    const shape: Photo = { url: '', publicId: '', width: 1, height: 1, bytes: 1, thumbBytes: 1 };
    expect(body).toContain(`item.size() == ${Object.keys(shape).length}`);
    for (const key of Object.keys(shape)) expect(body, key).toContain(`item.${key}`);
    // The rules' regular expression, its pieces joined and the cloud put in, as JavaScript reads it.
    const matched = body.slice(body.indexOf('.matches('), body.indexOf(' is int'));
    const pattern = [...matched.matchAll(/'([^']*)'|cloudinaryCloud\(\)/g)].map(([, piece]) => piece ?? CLOUD).join('');
    const reads = (photo: Photo) =>
      new RegExp(`^(?:${pattern})$`).test(
        `${photo.url} ${photo.width} ${photo.height} ${photo.bytes} ${photo.thumbBytes}`,
      );
    const publicId = 'forum/uid-awa/3f2a9c1e8d4b4e5a9b7c1d2e3f4a5b6c';
    const good: Photo = {
      url: `https://res.cloudinary.com/${CLOUD}/image/upload/v1700000000/${publicId}`,
      publicId,
      width: PHOTO_LONG_SIDE,
      height: 1,
      bytes: PHOTO_MAX_BYTES,
      thumbBytes: 1,
    };
    expect(reads(good)).toBe(true);
    expect(readPhotos([good])).toEqual([good]);
    for (const side of [0, PHOTO_LONG_SIDE + 1, 10_000, 1.5])
      expect(reads({ ...good, width: side }), `${side}`).toBe(false);
    for (const weight of [0, PHOTO_MAX_BYTES + 1, 2.5])
      expect(reads({ ...good, thumbBytes: weight }), `${weight}`).toBe(false);
    for (const url of [
      good.url.replace(CLOUD, 'autre-compte'),
      good.url.replace('/image/', '/raw/'),
      good.url.replace('https:', 'http:'),
      `${good.url}.pdf`,
      good.url.replace('v1700000000', 'v1700000000000'),
    ]) {
      expect(reads({ ...good, url }), url).toBe(false);
    }
    // deliveredPhotoUrl (src/domain/photos.ts) resizes exactly such a link; imageUrl, a record's, is the same.
    expect(deliveredPhotoUrl(good.url, 'thumb')).not.toBe(good.url);
    expect(functionBody('imageUrl')).toContain(
      "'https://res.cloudinary.com/' + cloudinaryCloud() + '/image/upload/' + version + '/' + publicId",
    );
    expect(functionBody('ownPhotoId')).toContain("publicId.matches('forum/[^/]+/[A-Za-z0-9_-]{16,64}')");
  });

  it('lists exactly the fields of an attachment the client stores', () => {
    const [stored] = newQuestionFields(pupil, {
      pageId: ATTACHMENT_FORUM,
      matiere: 'Biologie',
      question: '',
      attachments: [{ ...attachment, extra: 'dropped' } as typeof attachment],
    }).attachments;
    // Compared whole with the map its record makes: exactly these keys.
    const compared = /item == \{([^}]*)\}/.exec(functionBody('ownAttachment'))![1]!;
    expect([...compared.matchAll(/'(\w+)':/g)].map(([, key]) => key).sort()).toEqual(Object.keys(stored!).sort());
  });

  it('allows only the configured cloud’s raw uploads, under the file’s own public id', () => {
    expect(functionBody('deliveryUrl')).toContain(
      "'https://res.cloudinary.com/' + cloudinaryCloud() + '/raw/upload/v' + string(version) + '/' + publicId",
    );
    expect(functionBody('cloudinaryCloud')).toMatch(/return '[a-z0-9_-]+';/);
  });

  it('keys file records as fileRecordId does, and accepts the public ids isValidPublicId accepts', () => {
    expect(fileRecordId('forum/2025/cours.pdf')).toBe('forum~2025~cours.pdf');
    expect(functionBody('fileRecordPath')).toContain("publicId.replace('/', '~')");
    expect(functionBody('validFileRecord')).toContain("matches('[A-Za-z0-9_][A-Za-z0-9_./-]*')");
    expect(isValidPublicId('forum/cours-1.pdf')).toBe(true);
    expect(isValidPublicId('../secret')).toBe(false);
  });

  it('lists the forums of FORUM_PAGE_IDS and DEFAULT_PAGE_ID, and ATTACHMENT_FORUM for attachments', () => {
    expectListsOf('forumPageId', [...FORUM_PAGE_IDS, DEFAULT_PAGE_ID]);
    expect(functionBody('attachmentForum')).toContain(`pageId == '${ATTACHMENT_FORUM}'`);
  });

  it('mirrors QUESTION_MAX_LENGTH for a new question and for an edit', () => {
    expect(functionBody('validQuestionText')).toContain(`text(question, ${QUESTION_MAX_LENGTH})`);
    expect(functionBody('editsQuestion')).toContain(`filled(request.resource.data.question, ${QUESTION_MAX_LENGTH})`);
  });

  /** The rules' searchPieces as JavaScript: its replace() calls in order, then lower() (on A–Z, all it sees). */
  function rulesPieces(text: string): string[] {
    const steps = [...functionBody('searchPieces').matchAll(/\.(replace\('([^']*)', '([^']*)'\)|lower\(\))/g)];
    expect(steps.at(-1)?.[1]).toBe('lower()');
    const cut = steps.reduce(
      (folded, [, call, pattern, by]) =>
        call === 'lower()' ? folded.toLowerCase() : folded.replace(new RegExp(pattern!, 'gu'), by!),
      text,
    );
    expect(cut, JSON.stringify(text)).toMatch(/^[a-z0-9 ]*$/);
    return cut.split(' ').filter((piece) => piece !== '');
  }

  it('folds a question’s words with FOLDS, the domain’s table, and cuts them as searchPieces does', () => {
    const folds = [...functionBody('searchPieces').matchAll(/\.replace\('([^']*)', '([a-z]+)'\)/g)];
    expect(folds.map(([, pattern, letter]) => [pattern, letter])).toEqual(
      FOLDS.map(([pattern, letter]) => [pattern, letter]),
    );
    const characters = [
      ...Array.from({ length: 0x250 }, (_, code) => String.fromCodePoint(code)),
      ...'\u0301\u0327\u036f\u2019\u2009\u202fłŁΣЖ²😀',
    ];
    for (const character of characters) {
      const text = `ab${character}cd ${character}Es`;
      expect(rulesPieces(text), `U+${character.codePointAt(0)!.toString(16)}`).toEqual(searchPieces(text));
    }
    const french = 'Équations du 2nd degré : l’œuvre d’Ève, Physique-Chimie, E\u0301LE\u0300VES, Łódź ΣΟΦΙΑ cm²';
    expect(rulesPieces(french)).toEqual(searchPieces(french));
  });

  it('accepts as a question’s words the pieces of its text and subject, as they are or without a final s or x', () => {
    const words = functionBody('questionWords');
    expect(words).toContain("searchPieces(question + ' ' + (subject is string ? subject : ''))");
    expect(words).toContain("(pieces + pieces.replace('[sx] ', ' ')).split(' ').toSet()");
    const valid = functionBody('validWords');
    expect(valid).toContain(`words.size() <= ${SEARCH_WORDS_MAX}`);
    expect(valid).toContain('words.toSet().size() == words.size()');
    expect(valid).toContain('questionWords(question, subject).hasAll(words)');
    const oneLine = (name: string) => functionBody(name).replace(/\s+/g, ' ');
    expect(oneLine('validNewQuestion')).toContain('validWords(data.mots, data.question, data.matiere)');
    expect(oneLine('editsQuestion')).toContain(
      "validWords(request.resource.data.get('mots', []), request.resource.data.question, request.resource.data.get('matiere', null))",
    );
    // The same set in JavaScript holds every word searchWords gives.
    const text = 'Les travaux des élèves : 12 exercices, l’œuvre et la croix';
    const pieces = ` ${[...rulesPieces(text), ...rulesPieces('Industrie d’habillement')].join(' ')} `;
    const accepted = new Set(`${pieces}${pieces.replace(/[sx] /g, ' ')}`.split(' '));
    expect(searchWords(text, 'Industrie d’habillement').filter((word) => !accepted.has(word))).toEqual([]);
  });

  it('mirrors REPLY_MAX_LENGTH, REPLY_DATE_WINDOW_DAYS and ANONYMOUS_NAME for a reply', () => {
    expect(functionBody('validReply')).toContain(`filled(item.reply, ${REPLY_MAX_LENGTH})`);
    expect(functionBody('validReply')).toContain(
      `item.date > request.time - duration.value(${REPLY_DATE_WINDOW_DAYS.before}, 'd')`,
    );
    expect(functionBody('validReply')).toContain(
      `item.date < request.time + duration.value(${REPLY_DATE_WINDOW_DAYS.after}, 'd')`,
    );
    expect(functionBody('anonymousReply')).toContain(`item.userName == '${ANONYMOUS_NAME}'`);
    expect(functionBody('anonymousReply')).toContain("item.userRole == 'eleve'");
  });

  it('mirrors DELETED_ACCOUNT_NAME where a leaving member signs their posts', () => {
    expect(functionBody('anonymisesQuestion')).toContain(`after.userName == '${DELETED_ACCOUNT_NAME}'`);
    expect(functionBody('anonymisesReply')).toContain(`after[0].userName == '${DELETED_ACCOUNT_NAME}'`);
    expect(isReservedName({ prenom: 'Compte', nom: 'Supprimé' })).toBe(true);
  });

  it('mirrors ATTACHMENTS_MAX, checking each place in the list and no further', () => {
    const body = functionBody('ownAttachments');
    expect(body).toContain(`items.size() <= ${ATTACHMENTS_MAX}`);
    const places = [...body.matchAll(/ownAttachment\(items\[(\d+)\], questionId\)/g)];
    const checked = places.map(([, index]) => Number(index));
    expect(checked).toEqual(Array.from({ length: ATTACHMENTS_MAX }, (_, index) => index));
  });

  it('mirrors REPLIES_MAX for the replies a question keeps, and REPLY_TIERS for who may add one', () => {
    expect(functionBody('appendsOneReply')).toContain(`written.size() <= ${REPLIES_MAX}`);
    expect(functionBody('appendsOneReply')).toContain('written.size() <= replyRoom()');
    const room = functionBody('replyRoom');
    expect(room).toContain(`!hasProfile() ? ${REPLY_TIERS.visiteur}`);
    expect(room).toContain(`isResponsable()) ? ${REPLY_TIERS.prioritaire} : ${REPLY_TIERS.membre}`);
  });

  it('lists each role’s stored profile fields as buildProfile writes them', () => {
    const inRules = stringLists(functionBody('profileKeys')).map((list) => [...list].sort().join(' '));
    // emailVerifie is written by buildProfile but optional in the rules: profiles stored before it
    // existed stay valid (docs/decisions/0013); validProfile accepts it beside the role's keys.
    const inCode = ROLES.map((role) =>
      Object.keys(storedProfile(role, 'uid'))
        .filter((key) => key !== 'emailVerifie')
        .sort()
        .join(' '),
    );
    expect(inRules.sort()).toEqual(inCode.sort());
    expect(functionBody('validProfile')).toContain(`concat(['cle', 'emailVerifie'])`);
  });

  it('lists for each role the profile fields of src/domain/profile-schema.ts, and checks each one', () => {
    const body = functionBody('profileKeys');
    // role == 'a' ? [a's keys] : role == 'b' ? [b's keys] : [the last role's keys]
    const named = [...body.matchAll(/role == '(\w+)'/g)].map(([, role]) => role!);
    const roles = [...named, ...ROLES.filter((role) => !named.includes(role))];
    const lists = stringLists(body);
    expect(roles.slice().sort()).toEqual([...ROLES].sort());
    expect(lists).toHaveLength(ROLES.length);
    const everyField: readonly string[] = ROLES.flatMap((role): readonly ProfileField[] => PROFILE_FIELDS[role]);
    roles.forEach((role, index) => {
      const profileFields = lists[index]!.filter((key) => everyField.includes(key));
      expect(profileFields.sort(), role).toEqual([...PROFILE_FIELDS[role as keyof typeof PROFILE_FIELDS]].sort());
    });
    // The name is checked in namedByKey, which validProfile calls when it is written.
    const valid = functionBody('validProfile') + functionBody('namedByKey');
    for (const field of new Set(everyField)) expect(valid, field).toContain(`data.${field}`);
  });

  it('mirrors PROFILE_FIELD_MAX_LENGTH, the limits both adapters check at sign-up', () => {
    const limits = Object.fromEntries(
      [...(functionBody('validProfile') + functionBody('namedByKey')).matchAll(/filled\(data\.(\w+), (\d+)\)/g)].map(
        ([, field, max]) => [field, Number(max)],
      ),
    );
    expect(limits).toEqual(PROFILE_FIELD_MAX_LENGTH);
  });

  it('lists what a sign-up records for each role (SIGN_UP_RECORDS), optional for profiles stored before', () => {
    const body = functionBody('recordedKeys');
    const named = [...body.matchAll(/role == '(\w+)'/g)].map(([, role]) => role!);
    const roles = [...named, ...ROLES.filter((role) => !named.includes(role))];
    const lists = stringLists(body);
    expect(lists).toHaveLength(ROLES.length);
    roles.forEach((role, index) => {
      expect([...lists[index]!].sort(), role).toEqual(
        [...SIGN_UP_RECORDS[role as keyof typeof SIGN_UP_RECORDS]].sort(),
      );
    });
    expect(functionBody('validProfile')).toContain('.concat(recordedKeys(data.role))');
    expect(functionBody('newAccount')).toContain('data.keys().hasAll(recorded)');
  });

  it('mirrors PRIVACY_VERSION and CHARTER_VERSION, each accepted at the server’s time', () => {
    const body = functionBody('acceptances');
    expect(body).toContain(`data.consentement == {'version': '${PRIVACY_VERSION}', 'date': request.time}`);
    expect(body).toContain(`data.charte == {'version': '${CHARTER_VERSION}', 'date': request.time}`);
    expect(
      stringLists(body)
        .flat()
        .filter((item) => /^\d{4}-/.test(item)),
    ).toEqual([]);
  });

  it('mirrors CONSENT_AGE for a new pupil, two days either side of the fifteenth birthday', () => {
    // Fifteen years are 5478 or 5479 days; the domain counts birthdays (ageOn), the rules days.
    const days = CONSENT_AGE * 365.25;
    const body = functionBody('newPupil');
    expect(body).toContain(`request.time < birth + duration.value(${Math.ceil(days) + 2}, 'd')`);
    expect(body).toContain(`request.time > birth + duration.value(${Math.floor(days) - 2}, 'd')`);
    expect(body).toContain(`data.autorisation == {'statut': 'attente'}`);
    expect(body).toContain(`data.autorisation == {'statut': 'non-requise'}`);
  });

  it('lets members change exactly MEMBER_EDITABLE_FIELDS of their own profile', () => {
    const inRules = stringLists(functionBody('memberEditable')).map((list) => [...list].sort().join(' '));
    const inCode = ROLES.map((role) => [...MEMBER_EDITABLE_FIELDS[role]].sort().join(' '));
    expect(inRules.sort()).toEqual(inCode.sort());
  });

  it('mirrors RATE_LIMITS for visitors and members', () => {
    const body = functionBody('rateLimit');
    const { membre, visiteur } = RATE_LIMITS;
    expect(body).toContain(
      `{ 'window': ${membre.windowSeconds}, 'perWindow': ${membre.perWindow}, 'perDay': ${membre.perDay} }`,
    );
    expect(body).toContain(
      `{ 'window': ${visiteur.windowSeconds}, 'perWindow': ${visiteur.perWindow}, 'perDay': ${visiteur.perDay} }`,
    );
    expect(functionBody('nextPost')).toContain(`duration.value(${DAY_SECONDS}, 's')`);
  });

  it('lists REPORT_REASONS, REPORT_DETAILS_MAX_LENGTH and the journal’s actions', () => {
    const report = functionBody('validReport');
    expect(report).toContain(`[${REPORT_REASONS.map((reason) => `'${reason.value}'`).join(', ')}]`);
    expect(report).toContain(`text(data.details, ${REPORT_DETAILS_MAX_LENGTH})`);
    const journalRule = rules.slice(rules.indexOf('match /journal/{id}'));
    for (const action of JOURNAL_ACTIONS) expect(journalRule, action).toContain(`'${action}'`);
    expect(
      stringLists(journalRule)
        .find((list) => list.includes('nom-corrige'))
        ?.sort(),
    ).toEqual([...JOURNAL_ACTIONS].sort());
    expect(isJournalAction('supprimer-tout')).toBe(false);
  });

  it('holds RESERVED_NAMES as RESERVED_NAME_PATTERNS writes them, and reads both orders of the name', () => {
    const body = functionBody('reservedIn');
    const [anywhere, wholeWord, ...others] = [...body.matchAll(/matches\('([^']*)'\)/g)].map(([, pattern]) => pattern);
    expect(others).toEqual([]);
    // Stale? Paste these two into reservedIn in firestore.rules.
    expect(anywhere, 'reservedIn, anywhere (on the letters)').toBe(RESERVED_NAME_PATTERNS.anywhere);
    expect(wholeWord, 'reservedIn, whole words').toBe(RESERVED_NAME_PATTERNS.wholeWord);
    expect(body).toContain(`words.replace(' ', '').matches('${RESERVED_NAME_PATTERNS.anywhere}')`);
    expect(body).toContain(`words.matches('${RESERVED_NAME_PATTERNS.wholeWord}')`);
    const reserved = functionBody('reservedName');
    expect(reserved).toContain("reservedIn(nameWords(key + ' ' + key))");
    expect(functionBody('validNaming')).toContain('namedByKey(data, searchKey(data)');
    expect(functionBody('namedByKey')).toContain('!reservedName(key)');
    expect(functionBody('validProfile')).toContain('validNaming(data)');
  });

  it('refuses in the rules, read as JavaScript, exactly the names isReservedName refuses', () => {
    const [anywhere, wholeWord] = [...functionBody('reservedIn').matchAll(/matches\('([^']*)'\)/g)].map(
      ([, pattern]) => new RegExp(`^(?:${pattern})$`),
    );
    const rulesReserved = ({ prenom, nom }: { prenom: string; nom: string }) =>
      [rulesWords(`${nom} ${prenom} ${nom} ${prenom}`)].some(
        (words) => anywhere!.test(words.replace(/ /g, '')) || wholeWord!.test(words),
      );
    const attacks = [...ISSUE_32_ATTACKS, ...LOOK_ALIKE_ATTACKS].map(([, name]) => name);
    const examples = RESERVED_NAMES.flatMap(({ catches, spares }) => [catches, ...(spares ? [spares] : [])]).map(
      (name) => ({ prenom: name.split(' ')[0]!, nom: name.split(' ').slice(1).join(' ') }),
    );
    for (const name of [...attacks, ...REAL_NAMES_NEAR_RESERVED, ...examples]) {
      const normalised = { prenom: normaliseName(name.prenom), nom: normaliseName(name.nom) };
      expect(rulesReserved(normalised), `${name.prenom} ${name.nom}`).toBe(isReservedName(name));
    }
    expect(attacks.every((name) => isReservedName(name))).toBe(true);
    expect(REAL_NAMES_NEAR_RESERVED.some((name) => isReservedName(name))).toBe(false);
  });

  it('allows in a name exactly the characters of NAME_PATTERN', () => {
    const inRules = /matches\("([^"]*)"\)/.exec(functionBody('validName'))?.[1];
    expect(`^${inRules}$`).toBe(NAME_PATTERN.source);
  });

  /**
   * The rules' nameWords as JavaScript, on a text already joined « first second »: searchKey's
   * replace() calls, then its own, in order; lower() changes A–Z only.
   */
  function rulesWords(text: string): string {
    const steps = [
      ...`${functionBody('searchKey')}${functionBody('nameWords')}`.matchAll(
        /\.(replace\('([^']*)', '([^']*)'\)|lower\(\))/g,
      ),
    ];
    return steps.reduce(
      (folded, [, call, pattern, letter]) =>
        call === 'lower()'
          ? folded.replace(/[A-Z]+/g, (capitals) => capitals.toLowerCase())
          : folded.replace(new RegExp(pattern!, 'gu'), letter!),
      text,
    );
  }

  it('reads each letter a name may hold as nameSkeleton does', () => {
    const allowed = [...Array.from({ length: 0x180 }, (_, code) => String.fromCodePoint(code)), '’'].filter(
      (character) => NAME_PATTERN.test(character),
    );
    // A–Z a–z, space, hyphen, apostrophe, period; 62 letters of Latin-1 Supplement; 128 of Latin Extended-A; ’.
    expect(allowed).toHaveLength(52 + 4 + 62 + 128 + 1);
    for (const character of allowed)
      expect(
        rulesWords(character).replace(/ /g, ''),
        `${character} (U+${character.codePointAt(0)!.toString(16)})`,
      ).toBe(nameSkeleton(character));
    // Whole names: the words kept, the look-alike sequences (« rn », « cl », « vv ») folded alike.
    for (const name of [
      'Zoé-Éloïse N’Dri',
      'Cornrnission Des Études',
      'Le ResponsabIe',
      'J. Ngo Bilong',
      'Clévvy Arnaud',
    ])
      expect(rulesWords(name), name).toBe(nameWords(name));
  });
});

describe('firestore.rules — the kinds of notifications (issue 35)', () => {
  it('lets a device switch off exactly the kinds the settings list', () => {
    const kinds = NOTIFICATION_KINDS.map(({ kind }) => `'${kind}'`).join(', ');
    expect(rules).toContain(`settings.keys().hasOnly([${kinds}])`);
  });
});
