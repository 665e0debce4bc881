import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/backend/types';
import type { UserProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import type { Photo, PreparedPhoto } from '@/domain/photos';
import { preparePhoto } from '@/lib/photo-compression';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, signedIn } from '@tests/setup/test-backend';
import { ForumProvider } from './forum-context';
import { PhotoPicker } from './photo-picker';
import { axeViolations, cloudinaryPhoto, forumContext, withPhotoFiles } from './photo-testing';

// The compression needs a real browser's canvas: the photos' journey checks it there.
vi.mock('@/lib/photo-compression', () => ({ preparePhoto: vi.fn() }));

const LIVE = { timeout: 5000 };

/** What the compression makes of a phone's photo: a 1,200 × 1,600 WebP of 245 KB and its thumbnail. */
function prepared(): PreparedPhoto {
  return {
    blob: new Blob([new Uint8Array(245_000)], { type: 'image/webp' }),
    thumb: new Blob([new Uint8Array(24_000)], { type: 'image/webp' }),
    width: 1200,
    height: 1600,
  };
}

const image = (name = 'page.jpg') => new File([new Uint8Array(2_000)], name, { type: 'image/jpeg' });

/** A form around the picker: its text and its photos are the form's (as the question and reply forms keep them). */
function Form({ start, onBusy }: { start: Photo[]; onBusy: (busy: boolean) => void }) {
  const [photos, setPhotos] = useState<Photo[]>(start);
  const [text, setText] = useState('');
  return (
    <form>
      <label>
        Votre réponse
        <textarea value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <PhotoPicker photos={photos} onChange={setPhotos} onBusyChange={onBusy} />
    </form>
  );
}

function renderPicker(backend: Backend, viewer: UserProfile | null, start: Photo[] = []) {
  const onBusy = vi.fn();
  const view = renderAt('/EncadreurEleve', {
    backend,
    children: (
      <ForumProvider value={forumContext(viewer)}>
        <Form start={start} onBusy={onBusy} />
      </ForumProvider>
    ),
  });
  return { ...view, onBusy };
}

describe('PhotoPicker', { timeout: 20_000 }, () => {
  let member: UserProfile;
  let base: Backend;

  beforeEach(async () => {
    // jsdom has no object URLs: the previews are made of them.
    URL.createObjectURL = vi.fn(() => `blob:http://localhost/${crypto.randomUUID()}`);
    URL.revokeObjectURL = vi.fn();
    vi.mocked(preparePhoto).mockImplementation(async () => prepared());
    base = createTestBackend();
    member = await signedIn(base, people.eleve);
  });
  afterEach(() => vi.restoreAllMocks());

  it('refuses a file that is not a picture, in French, before preparing or sending anything', async () => {
    const { backend, files } = withPhotoFiles(base);
    renderPicker(backend, member);
    // The phone's chooser can be told to show every file: the picker checks for itself.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await screen.findByLabelText('Choisir une photo'),
      new File(['bonjour'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce fichier n’est pas une photo');
    expect(preparePhoto).not.toHaveBeenCalled();
    expect(files.uploadPhoto).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Photos à envoyer' })).not.toBeInTheDocument();
  });

  it('prepares a photo, shows its preview and weight while it is sent, lists it, and removes it with its file', async () => {
    let finish!: () => void;
    const sent = new Promise<void>((resolve) => (finish = resolve));
    const { backend, files } = withPhotoFiles(base);
    const answer = files.uploadPhoto.getMockImplementation()!;
    files.uploadPhoto.mockImplementation(async (photo, onProgress) => {
      onProgress?.(0.4);
      await sent;
      return answer(photo, onProgress);
    });
    const { user, onBusy } = renderPicker(backend, member);
    const camera = await screen.findByLabelText('Prendre une photo');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    await user.upload(screen.getByLabelText('Choisir une photo'), image());

    const progress = await screen.findByRole('progressbar', { name: 'Envoi de la photo' });
    await waitFor(() => expect(progress).toHaveAttribute('value', '40'));
    expect(screen.getByText('245 Ko')).toBeInTheDocument();
    expect(screen.getByLabelText('Choisir une photo')).toBeDisabled();
    expect(onBusy).toHaveBeenLastCalledWith(true);
    expect(preparePhoto).toHaveBeenCalledWith(expect.objectContaining({ name: 'page.jpg' }));

    finish();
    const list = await screen.findByRole('list', { name: 'Photos à envoyer' }, LIVE);
    expect(within(list).getByText('245 Ko')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onBusy).toHaveBeenLastCalledWith(false);
    const photo: Photo = await files.uploadPhoto.mock.results[0]!.value;
    expect(photo).toMatchObject({ width: 1200, height: 1600, bytes: 245_000, thumbBytes: 24_000 });
    expect(await axeViolations()).toEqual([]);

    await user.click(within(list).getByRole('button', { name: 'Retirer la photo 1' }));
    expect(screen.queryByRole('list', { name: 'Photos à envoyer' })).not.toBeInTheDocument();
    expect(files.remove).toHaveBeenCalledWith(photo, '');
    expect(URL.revokeObjectURL).toHaveBeenCalled();
  });

  it('keeps the text typed and the photos already sent when an upload fails, and says so in French', async () => {
    const { backend, files } = withPhotoFiles(base);
    files.uploadPhoto.mockRejectedValue(new BackendError('unavailable'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPicker(backend, member, [cloudinaryPhoto('premiere')]);
    await user.type(await screen.findByLabelText('Votre réponse'), 'Voici mon exercice');
    await user.upload(screen.getByLabelText('Choisir une photo'), image());

    const alert = await screen.findByRole('alert', undefined, LIVE);
    expect(alert).toHaveTextContent('Connexion au réseau impossible');
    expect(alert).toHaveTextContent('Ce que vous avez écrit et vos autres photos sont gardés.');
    expect(screen.getByLabelText('Votre réponse')).toHaveValue('Voici mon exercice');
    const list = screen.getByRole('list', { name: 'Photos à envoyer' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByLabelText('Choisir une photo')).toBeEnabled();
    expect(logged).toHaveBeenCalledWith('Envoi de la photo impossible :', expect.any(BackendError));
  });

  it('says so when the photo cannot be read on this device', async () => {
    vi.mocked(preparePhoto).mockRejectedValue(new BackendError('invalid-argument'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { backend, files } = withPhotoFiles(base);
    const { user } = renderPicker(backend, member);
    await user.upload(await screen.findByLabelText('Prendre une photo'), image('photo.heic'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette photo n’a pas pu être lue sur cet appareil');
    expect(files.uploadPhoto).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('Préparation de la photo impossible :', expect.any(BackendError));
  });

  it('takes no more than 4 photos: the buttons are disabled at 4, and the extra ones of a pick are left out', async () => {
    const { backend, files } = withPhotoFiles(base);
    const three = ['a', 'b', 'c'].map((name) => cloudinaryPhoto(name));
    const { user } = renderPicker(backend, member, three);
    await user.upload(await screen.findByLabelText('Choisir une photo'), [image('1.jpg'), image('2.jpg')]);
    // (Testing Library reads the non-breaking space as a space.)
    expect(await screen.findByRole('alert', undefined, LIVE)).toHaveTextContent(
      '4 photos au plus : les autres n’ont pas été ajoutées.',
    );
    expect(files.uploadPhoto).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('list', { name: 'Photos à envoyer' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByLabelText('Prendre une photo')).toBeDisabled();
    expect(screen.getByLabelText('Choisir une photo')).toBeDisabled();
    expect(screen.getByText('4 photos au plus.')).toBeInTheDocument();
  });

  it('asks a visitor to sign in before sending a photo', async () => {
    const { backend, files } = withPhotoFiles(base);
    const { user } = renderPicker(backend, null);
    await user.upload(await screen.findByLabelText('Choisir une photo'), image());
    expect(await screen.findByRole('alert')).toHaveTextContent('Vous devez être connecté pour joindre un fichier.');
    expect(files.uploadPhoto).not.toHaveBeenCalled();
  });
});
