import { describe, expect, it } from 'vitest';
import type { Message } from '@/domain/entities';
import { MESSAGE_MAX_LENGTH } from '@/domain/limits';
import { messageErrorText } from '@/lib/message-errors';
import { firstValue, subscriptionError } from '../live';
import { CLOCK_MARGIN_SECONDS, refusal } from '../refusal';
import type { ContractWorld } from '../world';

export function messagesContract(world: ContractWorld): void {
  const inbox = (member: Parameters<ContractWorld['as']>[0], accept: (messages: Message[]) => boolean) =>
    firstValue<Message[]>(
      (onChange, onError) => world.as(member).messages.subscribeInbox(world.uid(member), onChange, onError),
      accept,
    );

  describe('messages', () => {
    it('delivers a message to its recipient, newest first, named and ranked from the sender’s profile', async () => {
      await world.as('pupil').messages.send({ to: world.uid('moderator'), text: ' Bonjour Madame ' });
      await world.as('parent').messages.send({ to: world.uid('moderator'), text: 'Bonsoir' });

      const received = await inbox('moderator', (messages) => messages.length === 2);

      expect(received.map((message) => [message.text, message.senderName, message.senderRole, message.from])).toEqual([
        ['Bonsoir', 'Marie Atangana', 'parent', world.uid('parent')],
        ['Bonjour Madame', 'Awa Ngono', 'eleve', world.uid('pupil')],
      ]);
      expect(received[0]!.date.getTime()).not.toBeNaN();
    });

    it('refuses to show anyone else’s inbox, and any inbox to a signed-out visitor', async () => {
      const error = await subscriptionError<Message[]>((onChange, onError) =>
        world.as('pupil').messages.subscribeInbox(world.uid('moderator'), onChange, onError),
      );
      expect(error.code).toBe('permission-denied');
      const signedOut = await subscriptionError<Message[]>((onChange, onError) =>
        world.newTab().messages.subscribeInbox(world.uid('moderator'), onChange, onError),
      );
      expect(signedOut.code).toBe('permission-denied');
    });

    it('says the recipient has no account when their profile is gone, or never was', async () => {
      await world.deleteProfile('stranger');
      for (const to of [world.uid('stranger'), 'uid-sans-compte']) {
        const error = await refusal(world.as('pupil').messages.send({ to, text: 'Tu es là ?' }));
        expect(error.code).toBe('not-found');
        expect(messageErrorText('send', error.code, error)).toMatch(
          /^Ce destinataire n’a plus de compte.: le message ne peut pas lui être remis\.$/,
        );
      }
    });

    it('refuses a message to a suspended member, saying they cannot receive any for now, and delivers once reinstated', async () => {
      await world.as('responsable').governance.setSuspended(world.uid('stranger'), true);

      const error = await refusal(world.as('pupil').messages.send({ to: world.uid('stranger'), text: 'Tu es là ?' }));

      expect(error.code).toBe('message/recipient-unavailable');
      expect(messageErrorText('send', error.code, error)).toBe(
        'Ce membre ne peut pas recevoir de messages pour le moment.',
      );
      await world.as('responsable').governance.setSuspended(world.uid('stranger'), false);
      await world.as('pupil').messages.send({ to: world.uid('stranger'), text: 'Tu es là ?' });
      expect((await inbox('stranger', (messages) => messages.length === 1)).map((message) => message.text)).toEqual([
        'Tu es là ?',
      ]);
    });

    // Locally an account is deleted in one transaction: it is never « being deleted ».
    it.skipIf(world.kind === 'local')('refuses a message to a member whose account deletion has begun', async () => {
      await world.interruptDeletion(world.uid('stranger'), 'mark');

      const error = await refusal(world.as('pupil').messages.send({ to: world.uid('stranger'), text: 'Tu es là ?' }));

      expect(error.code).toBe('message/recipient-unavailable');
    });

    it('refuses a blank or over-long message, a signed-out sender and a suspended one', async () => {
      const to = world.uid('moderator');
      expect((await refusal(world.as('pupil').messages.send({ to, text: '   ' }))).code).toBe('invalid-argument');
      const long = 'a'.repeat(MESSAGE_MAX_LENGTH + 1);
      expect((await refusal(world.as('pupil').messages.send({ to, text: long }))).code).toBe('invalid-argument');
      expect((await refusal(world.newTab().messages.send({ to, text: 'Bonjour' }))).code).toBe('auth/requires-login');
      await world.as('responsable').governance.setSuspended(world.uid('pupil'), true);
      expect((await refusal(world.as('pupil').messages.send({ to, text: 'Bonjour' }))).code).toBe('account/suspended');
    });

    it('lets a member send six messages a minute, not seven, and says how long to wait', async () => {
      const to = world.uid('moderator');
      for (let sent = 1; sent <= 6; sent += 1) await world.as('parent').messages.send({ to, text: `Message ${sent}` });

      const error = await refusal(world.as('parent').messages.send({ to, text: 'Message 7' }));

      expect(error.code).toBe('rate/too-fast');
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
      // The window, plus the margin the hosted backend leaves for its clock ahead of the server's.
      expect(error.retryAfterSeconds).toBeLessThanOrEqual(60 + CLOCK_MARGIN_SECONDS);
    });

    it('lets the recipient delete a message, never its sender; deleting it twice is harmless', async () => {
      await world.as('pupil').messages.send({ to: world.uid('moderator'), text: 'À effacer' });
      const [message] = await inbox('moderator', (messages) => messages.length === 1);

      const error = await refusal(world.as('pupil').messages.remove(message!.id));
      expect(error.code).toBe('permission-denied');
      expect(messageErrorText('delete', error.code)).toBe('Seul le destinataire d’un message peut le supprimer.');

      await world.as('moderator').messages.remove(message!.id);
      await world.as('moderator').messages.remove(message!.id);
      expect(await inbox('moderator', (messages) => messages.length === 0)).toEqual([]);
    });

    it('keeps a responsable out of others’ inboxes: they delete a message by resolving its report', async () => {
      await world.as('pupil').messages.send({ to: world.uid('moderator'), text: 'Signalé' });
      const [message] = await inbox('moderator', (messages) => messages.length === 1);

      expect((await refusal(world.as('responsable').messages.remove(message!.id))).code).toBe('permission-denied');
      expect(await inbox('moderator', (messages) => messages.length === 1)).toHaveLength(1);
    });
  });
}
