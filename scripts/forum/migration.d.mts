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
