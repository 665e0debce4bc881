import type { Backend, Unsubscribe } from '@/backend/types';
import type { UserProfile } from '@/domain/entities';
import { isNewSubjectQuestion, newReplies, newestPost } from '@/domain/following';
import type { Notice, NoticeKind } from '@/domain/news';
import { hasUnseenChange } from '@/domain/seances';
import { messageNotice, questionNotice, replyNotice, seanceNotice } from '@/lib/notices';
import { watchForumNews } from './forum-news';

/*
 * Where each kind of news comes from (domain/news.ts says how it is told). A source follows the
 * backend for one member and gives, for each of its kinds, how many things are new and, when the
 * notices are listed (« Quoi de neuf »), which. A new kind is one entry in NOTICE_KINDS and its
 * part of a source here.
 */

export type NewsPart = Partial<Record<NoticeKind, { count: number; notices: readonly Notice[] }>>;

export interface SourceOptions {
  /**
   * Whether the notices themselves are wanted, or only their counts (the navigation bar, on every
   * page: the unread messages are then one document, not the list of conversations).
   */
  list: boolean;
}

type NewsSource = (
  backend: Backend,
  user: UserProfile,
  onChange: (part: NewsPart) => void,
  options: SourceOptions,
) => Unsubscribe;

/** Unread messages: their total (one document), and the conversations that have some. */
const messages: NewsSource = (backend, user, onChange, { list }) => {
  let count = 0;
  let notices: Notice[] = [];
  const emit = () => onChange({ message: { count, notices } });
  const fail = (error: unknown) => console.error('Les messages non lus n’ont pas pu être lus :', error);
  const stopUnread = backend.messages.subscribeUnread(
    user.id,
    (total) => {
      count = total;
      emit();
    },
    fail,
  );
  // The dashboard's own query (its first page): one listener for both in Firestore's SDK.
  const pages = list
    ? backend.messages.subscribeConversations(
        user.id,
        (conversations) => {
          notices = conversations
            .filter((conversation) => conversation.unread > 0)
            .map((conversation) =>
              messageNotice(
                { uid: conversation.withId, name: conversation.withName },
                { count: conversation.unread, at: conversation.date, preview: conversation.preview ?? '' },
                user.role,
              ),
            );
          emit();
        },
        fail,
      )
    : null;
  return () => {
    stopUnread();
    pages?.();
  };
};

/** The forums: new replies on followed questions, new questions of an approved tutor's subjects. */
const forums: NewsSource = (backend, user, onChange) =>
  watchForumNews(backend, user, ({ followed, subjectQuestions, marks }) => {
    const replies = followed.flatMap((question) => {
      const fresh = newReplies(question, user.id, marks);
      return fresh.length > 0 ? [replyNotice(question, fresh, user.id)] : [];
    });
    const questions = subjectQuestions
      .filter((question) => isNewSubjectQuestion(question, user.id, marks))
      .map((question) => questionNotice(question, newestPost(question)));
    onChange({
      reply: { count: replies.reduce((sum, notice) => sum + notice.count, 0), notices: replies },
      question: { count: questions.length, notices: questions },
    });
  });

/** The séances the member joined that changed or were cancelled since they last looked. */
const seances: NewsSource = (backend, user, onChange) =>
  backend.seances.subscribeChanged(
    user.id,
    (items) => {
      const changed = items
        .filter(({ seance, participation }) => hasUnseenChange(seance, participation))
        .map(({ seance }) => seanceNotice(seance, user.role));
      onChange({ seance: { count: changed.length, notices: changed } });
    },
    (error) => console.error('Les changements de vos séances n’ont pas pu être lus :', error),
  );

export const NEWS_SOURCES: readonly NewsSource[] = [messages, forums, seances];
