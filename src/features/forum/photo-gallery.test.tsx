import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Photo } from '@/domain/photos';
import { renderAt } from '@tests/setup/render';
import { createTestBackend } from '@tests/setup/test-backend';
import { thumbBox } from './photo-box';
import { PhotoGallery } from './photo-gallery';
import { axeViolations, cloudinaryPhoto, withPhotoFiles } from './photo-testing';

const LABEL =
  'Bonjour, je bloque sur la question 3 de cet exercice de physique sur la loi d’Ohm : pouvez-vous m’aider ?';
const ALT_1 = 'Photo 1 sur 2\u00a0: Bonjour, je bloque sur la question 3 de cet exercice de physique…';
const ALT_2 = 'Photo 2 sur 2\u00a0: Bonjour, je bloque sur la question 3 de cet exercice de physique…';

const page = cloudinaryPhoto('page-1');
const landscape = cloudinaryPhoto('page-2', { width: 1600, height: 1200, thumbBytes: 31_000 });

/** The phone asks to save data (Chromium's navigator.connection, « Économiseur de données »; jsdom has none). */
function savingData() {
  const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' });
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

function renderGallery(props: { photos: Photo[]; onRemove?: (photo: Photo) => unknown; canRemove?: boolean }) {
  const { backend, files } = withPhotoFiles(createTestBackend());
  const view = renderAt('/EncadreurEleve', { backend, children: <PhotoGallery label={LABEL} {...props} /> });
  return { ...view, files };
}

const images = () => Array.from(document.querySelectorAll('img'));

describe('PhotoGallery', { timeout: 20_000 }, () => {
  afterEach(() => {
    delete (navigator as { connection?: unknown }).connection;
    vi.restoreAllMocks();
  });

  it('reserves each thumbnail’s box from the photo’s size, then shows Cloudinary’s 320-pixel thumbnail', async () => {
    renderGallery({ photos: [page, landscape] });
    const [first, second] = screen.getAllByRole('button', { name: /^Agrandir la photo/ });
    expect(first).toHaveAccessibleName('Agrandir la photo 1 sur 2');
    expect(first).toHaveStyle({ width: '150px', height: '200px' });
    expect(second).toHaveStyle({ width: '160px', height: '120px' });
    await waitFor(() => expect(images()).toHaveLength(2));
    const [thumb] = images();
    expect(thumb).toHaveAttribute(
      'src',
      'https://res.cloudinary.com/demo/image/upload/w_320,c_limit,f_auto,q_auto/v1700000000/forum/uid-awa/page-1',
    );
    expect(thumb).toHaveAttribute('width', '150');
    expect(thumb).toHaveAttribute('height', '200');
    expect(thumb).toHaveAttribute('decoding', 'async');
    expect(screen.queryByRole('button', { name: /Retirer/ })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('loads nothing when the phone saves data, until « Afficher la photo, 24 Ko » is pressed', async () => {
    savingData();
    const { user } = renderGallery({ photos: [page, landscape] });
    const show = screen.getByRole('button', { name: 'Afficher la photo, 24\u00a0Ko' });
    expect(screen.getByRole('button', { name: 'Afficher la photo, 31\u00a0Ko' })).toBeInTheDocument();
    expect(images()).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);

    await user.click(show);
    await waitFor(() => expect(images()).toHaveLength(1));
    // The same button, focus kept: it now opens the photo.
    expect(show).toHaveAccessibleName('Agrandir la photo 1 sur 2');
    expect(show).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Afficher la photo, 31\u00a0Ko' })).toBeInTheDocument();
  });

  it('opens the photo full size in a dialog described by the post’s words; Escape closes it and gives the focus back', async () => {
    const { user } = renderGallery({ photos: [page, landscape] });
    const thumbnail = screen.getByRole('button', { name: 'Agrandir la photo 1 sur 2' });
    await user.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1 sur 2' });
    const full = within(dialog).getByRole('img', { name: ALT_1 });
    expect(full).toHaveAttribute(
      'src',
      'https://res.cloudinary.com/demo/image/upload/w_1600,h_1600,c_limit,f_auto,q_auto/v1700000000/forum/uid-awa/page-1',
    );
    expect(full).toHaveAttribute('width', '1200');
    expect(full).toHaveAttribute('height', '1600');
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Photo suivante' }));
    expect(within(dialog).getByRole('img', { name: ALT_2 })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Photo 2 sur 2' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Photo suivante' }));
    expect(within(dialog).getByRole('img', { name: ALT_1 })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });

  it('names a photo of a post without words by its number alone, and closes with « Fermer »', async () => {
    const { backend } = withPhotoFiles(createTestBackend());
    const { user } = renderAt('/EncadreurEleve', {
      backend,
      children: <PhotoGallery photos={[page]} label={'  \n '} />,
    });
    await user.click(screen.getByRole('button', { name: 'Agrandir la photo 1 sur 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1 sur 1' });
    expect(within(dialog).getByRole('img', { name: 'Photo 1 sur 1' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Photo suivante' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the backend for a photo kept in this browser (local mode)', async () => {
    const local: Photo = { ...page, url: 'local-file:abc', publicId: 'abc' };
    const { files } = renderGallery({ photos: [local] });
    await waitFor(() => expect(images()).toHaveLength(1));
    expect(images()[0]).toHaveAttribute('src', 'blob:http://localhost/abc-thumb');
    expect(files.photoSource).toHaveBeenCalledWith(local, 'thumb');
  });

  it('removes a photo after a confirmation, for whoever may', async () => {
    const onRemove = vi.fn(async () => undefined);
    const { user } = renderGallery({ photos: [page, landscape], canRemove: true, onRemove });
    await user.click(screen.getByRole('button', { name: 'Retirer la photo 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retirer la photo 2\u00a0?' });
    expect(confirm).toHaveAccessibleDescription('La photo sera supprimée pour tout le monde.');
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(onRemove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Retirer la photo 2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retirer' }));
    expect(onRemove).toHaveBeenCalledWith(landscape);
  });
});

describe('thumbBox', () => {
  it('fits the photo within 160 × 200 pixels, never under 96 on a side', () => {
    expect(thumbBox({ width: 1600, height: 1200 })).toEqual({ width: 160, height: 120 });
    expect(thumbBox({ width: 1200, height: 1600 })).toEqual({ width: 150, height: 200 });
    expect(thumbBox({ width: 1600, height: 200 })).toEqual({ width: 160, height: 96 });
    expect(thumbBox({ width: 100, height: 80 })).toEqual({ width: 100, height: 96 });
  });
});
