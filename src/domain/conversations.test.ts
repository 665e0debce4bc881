import { describe, expect, it } from 'vitest';
import { conversationId, conversationMembers, correspondentOf, titleWithUnread, unreadLabel } from './conversations';

describe('conversations', () => {
  it('gives two members one conversation, whoever writes first', () => {
    expect(conversationId('b-uid', 'a-uid')).toBe('a-uid_b-uid');
    expect(conversationId('a-uid', 'b-uid')).toBe('a-uid_b-uid');
  });

  it('has no conversation between a member and themselves, or with nobody', () => {
    expect(conversationId('a-uid', 'a-uid')).toBeNull();
    expect(conversationId('a-uid', '')).toBeNull();
  });

  it('finds the correspondent, and refuses a member who is not in the conversation', () => {
    expect(correspondentOf('a-uid_b-uid', 'a-uid')).toBe('b-uid');
    expect(correspondentOf('a-uid_b-uid', 'b-uid')).toBe('a-uid');
    expect(correspondentOf('a-uid_b-uid', 'c-uid')).toBeNull();
    expect(conversationMembers('b_a')).toBeNull();
    expect(conversationMembers('a_b_c')).toBeNull();
  });

  it('puts the unread count in front of the title, once, and takes it away at zero', () => {
    expect(titleWithUnread('Tableau de bord · Commission des Études', 2)).toBe(
      '(2) Tableau de bord · Commission des Études',
    );
    expect(titleWithUnread('(2) Tableau de bord · Commission des Études', 3)).toBe(
      '(3) Tableau de bord · Commission des Études',
    );
    expect(titleWithUnread('(99+) Accueil', 0)).toBe('Accueil');
    expect(unreadLabel(120)).toBe('99+');
  });
});
