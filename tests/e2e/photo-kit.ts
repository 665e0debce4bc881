import { expect, type Locator, type Page } from '@playwright/test';

/*
 * Photos for the browser journeys of issue 36, made in the browser itself (no binary in the
 * repository): a page of an exercise book, photographed — paper with uneven light, lines of
 * handwriting-sized text, and a camera's sensor noise, which is what makes a phone's JPEG heavy.
 */

export interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A JPEG of `width` × `height`; its noise is raised until it weighs at least `minBytes` (a 12 MP
 * phone photo of a page: 4,000 × 3,000 and about 4 MB).
 */
export async function photographedPage(
  page: Page,
  { width = 4_000, height = 3_000, minBytes = 3_800_000, name = 'exercice.jpg' } = {},
): Promise<PhotoFile> {
  const base64 = await page.evaluate(
    async ({ width, height, minBytes }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      let blob: Blob | null = null;
      for (const noise of [12, 20, 28, 40, 56]) {
        const light = context.createLinearGradient(0, 0, width, height);
        light.addColorStop(0, '#f6f1e6');
        light.addColorStop(1, '#cfc7b6');
        context.fillStyle = light;
        context.fillRect(0, 0, width, height);
        context.fillStyle = '#1f2a4d';
        context.font = `${Math.round(height / 42)}px serif`;
        for (let line = 0; line < 36; line += 1) {
          context.fillText(
            `${line + 1}) Résoudre 2x + 5 = 17, puis x² − 4 = 0 ; vérifier le résultat (exercice 3, page 42).`,
            width * 0.06,
            height * 0.06 + (line * height) / 40,
          );
        }
        const pixels = context.getImageData(0, 0, width, height);
        const data = pixels.data;
        for (let at = 0; at < data.length; at += 4) {
          const grain = (Math.random() - 0.5) * noise;
          data[at] = data[at]! + grain;
          data[at + 1] = data[at + 1]! + grain;
          data[at + 2] = data[at + 2]! + grain;
        }
        context.putImageData(pixels, 0, 0);
        blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
        if (blob.size >= minBytes) break;
      }
      const bytes = new Uint8Array(await blob!.arrayBuffer());
      let binary = '';
      for (let at = 0; at < bytes.length; at += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      return btoa(binary);
    },
    { width, height, minBytes },
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** The sizes of the photos this browser's local backend keeps (IndexedDB `files`), photo and thumbnail. */
export async function storedPhotoSizes(page: Page): Promise<{ bytes: number; thumbBytes: number; type: string }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('commission-etudes');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('files').objectStore('files').getAll();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const records = request.result as { blob: Blob; thumb?: Blob }[];
            open.result.close();
            resolve(
              records
                .filter((record) => record.thumb)
                .map((record) => ({ bytes: record.blob.size, thumbBytes: record.thumb!.size, type: record.blob.type })),
            );
          };
        };
      }),
  );
}

/**
 * `count` questions of the tutor–pupil forum, each with a photo of its own (a 1,200 × 1,600 WebP
 * page and its 320-pixel thumbnail, as the compression makes them), written straight into this
 * browser's local database (the page created its schema). Resolves with the thumbnails' weight.
 */
export async function seedQuestionsWithPhotos(page: Page, count: number): Promise<number> {
  return page.evaluate(async (count) => {
    const draw = async (width: number, height: number, quality: number) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#f3eee2';
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#1f2a4d';
      context.font = `${Math.round(width / 30)}px serif`;
      for (let line = 0; line < 40; line += 1)
        context.fillText(`${line}) x² − 4 = 0 ; 2x + 5 = 17`, 20, 40 + (line * height) / 42);
      return canvas.convertToBlob({ type: 'image/webp', quality });
    };
    const [blob, thumb] = [await draw(1_200, 1_600, 0.8), await draw(320, 427, 0.6)];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('commission-etudes');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction(['files', 'questions'], 'readwrite');
    const start = Date.now() - count * 60_000;
    for (let n = 0; n < count; n += 1) {
      const id = `photo-${n}`;
      const date = new Date(start + n * 60_000);
      tx.objectStore('files').put({
        id,
        fileName: 'photo.webp',
        ownerId: 'eleve-seed',
        questionId: null,
        blob,
        thumb,
        createdAt: date,
      });
      tx.objectStore('questions').put({
        id: `question-${n}`,
        question: `Exercice ${n} : je bloque à la deuxième question, voici la page.`,
        userId: 'eleve-seed',
        userName: 'Élève S.',
        role: 'eleve',
        classe: null,
        matiere: 'Mathématiques',
        date,
        activite: date,
        pageId: 'EncadreurEleve',
        attachments: [],
        photos: [
          {
            url: `local-file:${id}`,
            publicId: id,
            width: 1_200,
            height: 1_600,
            bytes: blob.size,
            thumbBytes: thumb.size,
          },
        ],
        replies: [],
        nbReponses: 0,
        mots: [],
      });
    }
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    return thumb.size;
  }, count);
}

/** A tutor's working, photographed on a smaller phone: 1,200 × 1,600 of at least 200 KB. */
export function photographedWorking(page: Page): Promise<PhotoFile> {
  return photographedPage(page, { width: 1_200, height: 1_600, minBytes: 200_000, name: 'demarche.jpg' });
}

/**
 * Picks `photo` from the gallery in the form within `scope` and waits until it is made light and
 * sent (listed in « Photos à envoyer »; the compression of a large photo takes a few seconds).
 */
export async function attachPhoto(scope: Locator, photo: PhotoFile): Promise<void> {
  await scope.getByLabel('Choisir une photo').first().setInputFiles(photo);
  await expect(scope.getByRole('list', { name: 'Photos à envoyer' }).getByRole('listitem')).toHaveCount(1, {
    timeout: 30_000,
  });
}
