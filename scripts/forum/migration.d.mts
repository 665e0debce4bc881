import type { DocumentData, Firestore } from 'firebase-admin/firestore';

export const PAGE: number;
export function migrateQuestions(
  db: Firestore,
  domain: {
    upgrade: (id: string, data: DocumentData) => Record<string, unknown>;
    followers: (id: string, data: DocumentData) => string[];
    latest: (followed: Record<string, Date>, id: string, at: Date) => Record<string, Date>;
  },
  progress?: (done: number) => void,
): Promise<number>;
export function migratePupilNames(
  db: Firestore,
  domain: {
    publicFields: (
      data: DocumentData,
      pupils: Record<string, { prenom: string; nom: string }>,
    ) => Record<string, unknown> | null;
    entry: (profile: DocumentData) => { nom: string; classe: string };
  },
  progress?: (done: number) => void,
): Promise<number>;
