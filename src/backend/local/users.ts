import type { UserService } from '@/backend/types';
import type { StoredProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { memberDataOf } from '@/domain/member-data';
import { pupilEntry, type PupilName } from '@/domain/minors';
import { readParticipation } from '@/domain/participation-records';
import { isApprovedTutor } from '@/domain/permissions';
import { acceptanceChanges, ownProfileChanges } from '@/domain/profile-fields';
import { readQuestion } from '@/domain/question-records';
import { readMessage, storedProfileOf } from '@/domain/records';
import type { LocalDatabase } from './db';
import { fileUrl } from './files';
import { subscribeLive } from './live';
import { memberProfile, type LocalSession } from './session';

export function createLocalUsers(
  db: LocalDatabase,
  session: LocalSession,
  now: () => Date = () => new Date(),
): Omit<UserService, 'deleteAccount'> {
  return {
    async get(uid) {
      // As on the hosted backend, a member reads their own profile only; a responsable any.
      if (uid !== session.currentUid && !(await session.user())?.responsable) {
        throw new BackendError('permission-denied');
      }
      return memberProfile(db, uid);
    },

    async setPhonePublic(publish) {
      const user = await session.requireUser();
      if (user.role !== 'encadreur' || !isApprovedTutor(user)) throw new BackendError('permission-denied');
      await db.users.update(user.id, { telephonePublic: publish } as Partial<StoredProfile>);
    },

    async updateProfile(update) {
      const user = await session.requireUser();
      // An approved tutor changing subject waits for a responsable again (ownProfileChanges). The
      // directory is read from the profiles here (directory.ts): the card follows by itself.
      await db.users.update(user.id, ownProfileChanges(storedProfileOf(user), update));
    },

    subscribePupilNames(onChange, onError) {
      // Read from the profiles themselves, always in step; only a member with a profile reads them,
      // as firestore.rules say of `noms/eleves` (issue 33).
      return subscribeLive(
        async () => {
          if (!(await session.user())) throw new BackendError('permission-denied');
          const pupils = await db.users.where('role').equals('eleve').toArray();
          return Object.fromEntries(pupils.map((pupil): [string, PupilName] => [pupil.id, pupilEntry(pupil)]));
        },
        onChange,
        onError,
      );
    },

    async acceptTexts(accepted) {
      const user = await session.requireUser();
      await db.users.update(user.id, acceptanceChanges(user.role, accepted, now()) as Partial<StoredProfile>);
    },

    async exportData() {
      const user = await session.requireUser();
      // One browser's data: reading every record to pick the member's is cheap here.
      const messages = await db.messages
        .filter((message) => message.from === user.id || message.to === user.id)
        .toArray();
      const questions = await db.questions.toArray();
      const drafts = await db.files.filter((file) => file.ownerId === user.id && file.questionId === null).toArray();
      const participations = await db.participations.where('uid').equals(user.id).toArray();
      return memberDataOf(
        user,
        messages.map((message) => readMessage(message.id, { ...message })),
        questions.map((question) => readQuestion(question.id, { ...question })),
        new Date(),
        drafts.map((file) => ({ url: fileUrl(file.id), publicId: file.id, fileName: file.fileName })),
        participations.map((participation) => readParticipation(participation.seanceId, { ...participation })),
      );
    },
  };
}
