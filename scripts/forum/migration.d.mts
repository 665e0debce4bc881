import type { DocumentData, Firestore } from 'firebase-admin/firestore';

export const PAGE: number;
export function migrateQuestions(
  db: Firestore,
  upgrade: (id: string, data: DocumentData) => Record<string, unknown>,
  progress?: (done: number) => void,
): Promise<number>;
