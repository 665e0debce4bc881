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
import { isReservedName, NAME_PATTERN, nameSkeleton, RESERVED_NAME_WORDS } from '@/domain/names';
import { newMessageFields, newQuestionFields, newReplyFields } from '@/domain/new-records';
import { PROFILE_FIELD_MAX_LENGTH } from '@/domain/profile-fields';
import { MEMBER_EDITABLE_FIELDS, PROFILE_FIELDS, type ProfileField } from '@/domain/profile-schema';
import { DAY_SECONDS, RATE_LIMITS } from '@/domain/rate-limit';
import { isJournalAction, JOURNAL_ACTIONS } from '@/domain/records';
import { REPLY_TIERS } from '@/domain/reply-room';
import { REPORT_REASONS } from '@/domain/reports';
import { SUBJECT_LABELS } from '@/domain/subjects';
import { storedProfile } from '../setup/people';

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
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
    expect([...required!].sort()).toEqual(conversation.filter((key) => key !== 'nbMessages'));
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
    // The store adds the server's dates: when it was asked, and its last activity.
    expectListsOf('validNewQuestion', [...Object.keys(fields), 'date', 'activite']);
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
  });

  it('lists exactly the fields of an attachment the client stores', () => {
    const [stored] = newQuestionFields(pupil, {
      pageId: ATTACHMENT_FORUM,
      matiere: 'Biologie',
      question: '',
      attachments: [{ ...attachment, extra: 'dropped' } as typeof attachment],
    }).attachments;
    expectListsOf('ownAttachment', Object.keys(stored!));
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
    const valid = functionBody('validProfile');
    for (const field of new Set(everyField)) expect(valid, field).toContain(`data.${field}`);
  });

  it('mirrors PROFILE_FIELD_MAX_LENGTH, the limits both adapters check at sign-up', () => {
    const limits = Object.fromEntries(
      [...functionBody('validProfile').matchAll(/filled\(data\.(\w+), (\d+)\)/g)].map(([, field, max]) => [
        field,
        Number(max),
      ]),
    );
    expect(limits).toEqual(PROFILE_FIELD_MAX_LENGTH);
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

  it('refuses the reserved names isReservedName refuses, in both orders of the name', () => {
    const body = functionBody('reservedName');
    const patterns = [...body.matchAll(/matches\('\.\*\(([^)]*)\)\.\*'\)/g)].map(([, words]) => words!.split('|'));
    expect(patterns).toHaveLength(2);
    for (const pattern of patterns) {
      for (const word of RESERVED_NAME_WORDS)
        expect(pattern.some((entry) => entry.startsWith(word.slice(0, 7)))).toBe(true);
    }
    expect(body).toContain('nameLetters(data.prenom, data.nom)');
    expect(body).toContain('nameLetters(data.nom, data.prenom)');
    expect(isReservedName({ prenom: 'Commission', nom: 'des Études' })).toBe(true);
    expect(isReservedName({ prenom: 'Awa', nom: 'Ngono' })).toBe(false);
  });

  it('allows in a name exactly the characters of NAME_PATTERN', () => {
    const inRules = /matches\("([^"]*)"\)/.exec(functionBody('validName'))?.[1];
    expect(`^${inRules}$`).toBe(NAME_PATTERN.source);
  });

  /** The rules' nameLetters as JavaScript: searchKey's replace() calls, then its own, in order; lower() changes A–Z only. */
  function rulesLetters(text: string): string {
    const steps = [
      ...`${functionBody('searchKey')}${functionBody('nameLetters')}`.matchAll(
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
      expect(rulesLetters(character), `${character} (U+${character.codePointAt(0)!.toString(16)})`).toBe(
        nameSkeleton(character),
      );
    expect(rulesLetters('Zoé-Éloïse N’Dri')).toBe(nameSkeleton('Zoé-Éloïse N’Dri'));
  });
});
