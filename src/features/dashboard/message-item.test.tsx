import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readMessage } from '@/domain/records';
import { MessageItem } from './message-item';

describe('a received message', () => {
  it('reads « Anonyme », « Inconnu » and « Date invalide » when the stored message lacks them', () => {
    const message = readMessage('m1', { from: 'u1', to: 'u2', text: 'Bonjour', date: 'pas une date' });
    render(<ul><MessageItem message={message} deleting={false} onReply={() => {}} onDelete={() => {}} onReport={() => {}} /></ul>);
    const item = screen.getByRole('article', { name: 'Message d’Anonyme' });
    expect(item).toHaveTextContent('Inconnu');
    expect(item).toHaveTextContent('Date invalide');
    expect(screen.queryByRole('time')).not.toBeInTheDocument();
  });

  it('dates a message in French and offers Répondre and Supprimer', async () => {
    const message = readMessage('m2', {
      from: 'u1',
      to: 'u2',
      text: 'Ligne 1\nLigne 2',
      date: '2025-03-14T09:30:00Z',
      senderName: 'Paul Essomba',
      senderRole: 'encadreur',
    });
    const onReply = vi.fn();
    const onDelete = vi.fn();
    render(<ul><MessageItem message={message} deleting={false} onReply={onReply} onDelete={onDelete} onReport={() => {}} /></ul>);
    expect(screen.getByRole('time')).toHaveTextContent(/14 mars 2025/);
    expect(screen.getByRole('article')).toHaveTextContent('Encadreur');
    await userEvent.click(screen.getByRole('button', { name: 'Répondre à Paul Essomba' }));
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer le message de Paul Essomba' }));
    expect(onReply).toHaveBeenCalledOnce();
    expect(onDelete).toHaveBeenCalledOnce();
  });
});
