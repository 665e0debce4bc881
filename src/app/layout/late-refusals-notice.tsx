import { LateRefusals } from '@/components/late-refusals';
import type { LateRefusal } from '@/hooks/late-writes';
import { lateRefusalReason, lateRefusalTitle } from '@/lib/late-refusal-texts';

/** The late refusals in French; its own chunk, fetched only when there is one to show. */
export default function LateRefusalsNotice({ refusals, onDismiss }: { refusals: readonly LateRefusal[]; onDismiss: (key: number) => void }) {
  return (
    <LateRefusals
      refusals={refusals.map(({ key, what, code, text }) => ({ key, title: lateRefusalTitle(what), reason: lateRefusalReason(code), text }))}
      onDismiss={onDismiss}
    />
  );
}
