/** The small readers every record reader shares: whatever a document holds, a well-typed value. */

export type Data = Record<string, unknown>;

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A Date from a Date, a Firestore Timestamp, an ISO string or epoch milliseconds; else an invalid Date. */
export function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    const date: unknown = value.toDate();
    return date instanceof Date ? date : new Date(Number.NaN);
  }
  if (typeof value === 'string' || typeof value === 'number') return new Date(value);
  return new Date(Number.NaN);
}

export function list<T>(value: unknown, read: (item: unknown, index: number) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  return value.map(read).filter((item): item is T => item !== null);
}
