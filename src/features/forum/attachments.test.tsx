import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend, WidgetFileService } from '@/backend/types';
import type { Attachment } from '@/domain/entities';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, signedIn, storedDirectly } from '@tests/setup/test-backend';

const LOADED = { timeout: 5000 };
const LIVE = { timeout: 5000 };

function pdf(name: string, body = '%PDF-1.4\n%%EOF\n') {
  return new File([body], name, { type: 'application/pdf' });
}

const hosted: Attachment = {
  url: 'https://res.cloudinary.com/demo/raw/upload/v1/forum/sujet.pdf',
  publicId: 'forum/sujet',
  fileName: 'sujet.pdf',
};

/**
 * The same backend with Cloudinary's widget standing in for the device's file input. The upload
 * is recorded as the member's in the local backend (as the hosted one records each upload), so the
 * question that attaches it is accepted; the attachment keeps the hosted address.
 */
function withWidget(backend: Backend, remove: WidgetFileService['remove']) {
  const pickAndUpload = vi.fn(async (): Promise<Attachment> => {
    if (backend.files.picker !== 'device') throw new Error('local backend expected');
    const recorded = await backend.files.upload(pdf('sujet.pdf'));
    return { ...hosted, publicId: recorded.publicId };
  });
  const files: WidgetFileService = {
    picker: 'widget',
    pickAndUpload,
    remove: vi.fn(remove),
    uploadPhoto: (photo, onProgress) => backend.files.uploadPhoto(photo, onProgress),
    photoSource: (photo, size) => backend.files.photoSource(photo, size),
  };
  return { ...backend, files } satisfies Backend;
}

describe('forum attachments', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // jsdom has no object URLs: the local backend opens stored files through them.
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/fichier');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('refuse a file that is not a PDF, or whose bytes are not a PDF’s, keeping the question typed', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    renderAt('/EncadreurEleve', { backend });
    // The device's file chooser can be told to show every file: the page must check for itself.
    const user = userEvent.setup({ applyAccept: false });
    const question = await screen.findByLabelText('Votre question', undefined, LOADED);
    await user.type(question, 'Voici mon sujet');
    const input = screen.getByLabelText('Joindre un PDF');
    await user.upload(input, new File(['bonjour'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert', undefined, LIVE)).toHaveTextContent('Ce fichier n’est pas un PDF');
    await user.upload(input, pdf('image.pdf', 'GIF89a…'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ce fichier n’est pas un PDF'), LIVE);
    expect(question).toHaveValue('Voici mon sujet');
    expect(screen.queryByRole('list', { name: 'Pièces jointes à envoyer' })).not.toBeInTheDocument();
  });

  it('refuse a file over 15,000,000 bytes before reading it', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    const { user } = renderAt('/EncadreurEleve', { backend });
    const input = await screen.findByLabelText('Joindre un PDF', undefined, LOADED);
    const big = pdf('gros.pdf');
    Object.defineProperty(big, 'size', { value: 15_000_001 });
    await user.upload(input, big);
    expect(await screen.findByRole('alert', undefined, LIVE)).toHaveTextContent('Ce fichier est trop lourd');
  });

  it('store a PDF in the browser, publish it with the question and open it in a new tab', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    const { user } = renderAt('/EncadreurEleve', { backend });
    await user.upload(await screen.findByLabelText('Joindre un PDF', undefined, LOADED), pdf('sujet-bepc.pdf'));
    const pending = await screen.findByRole('list', { name: 'Pièces jointes à envoyer' }, LIVE);
    expect(pending).toHaveTextContent('sujet-bepc.pdf');
    // A PDF alone is a question (spec §5), with its subject.
    await user.selectOptions(screen.getByRole('combobox', { name: /Matière de la question/ }), 'Physique-Chimie');
    await user.click(screen.getByRole('button', { name: 'Publier la question' }));
    const link = await screen.findByRole('link', { name: /sujet-bepc\.pdf/ }, LIVE);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('href', 'blob:http://localhost/fichier');
    expect(screen.queryByRole('list', { name: 'Pièces jointes à envoyer' })).not.toBeInTheDocument();
  });

  it('upload through the widget in hosted mode, and remove the file then the attachment even if the file stays', async () => {
    const base = createTestBackend();
    await signedIn(base, people.encadreur);
    const backend = withWidget(base, async () => false);
    const { user } = renderAt('/EncadreurEleve', { backend });
    await user.click(await screen.findByRole('button', { name: 'Joindre un PDF' }, LOADED));
    expect(backend.files.pickAndUpload).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Votre question'), 'Le sujet de samedi');
    await user.click(screen.getByRole('button', { name: 'Publier la question' }));
    const link = await screen.findByRole('link', { name: /sujet\.pdf/ }, LIVE);
    expect(link).toHaveAttribute('href', hosted.url);
    const attached = expect.objectContaining({ url: hosted.url, fileName: 'sujet.pdf' });

    const card = within(screen.getByRole('article'));
    await user.click(card.getByRole('button', { name: 'Retirer la pièce jointe sujet.pdf' }));
    await waitFor(() => expect(card.queryByRole('link', { name: /sujet\.pdf/ })).not.toBeInTheDocument(), LIVE);
    expect(backend.files.remove).toHaveBeenCalledWith(attached, expect.any(String));
    expect(screen.getByText(/La pièce jointe a été retirée/)).toBeInTheDocument();
  });

  it('never turns an attachment address other than https into a link', async () => {
    const name = `piege-${crypto.randomUUID()}`;
    const base = createTestBackend(name);
    const author = await signedIn(base, people.encadreur);
    const evil = { url: 'javascript:alert(1)', publicId: 'x', fileName: 'piege.pdf' };
    // The backends refuse such an attachment now; the page must still be safe with old data.
    await storedDirectly(name, {
      question: 'Piège',
      userId: author.id,
      userName: 'Paul Essomba',
      role: 'encadreur',
      classe: null,
      matiere: null,
      pageId: 'EncadreurEleve',
      attachments: [evil],
    });
    renderAt('/EncadreurEleve', { backend: withWidget(base, async () => true) });
    expect(await screen.findByText('piege.pdf', undefined, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /piege/ })).not.toBeInTheDocument();
    expect(await screen.findByText('(fichier indisponible)')).toBeInTheDocument();
  });
});
