import { LateRefusals } from '@/components/late-refusals';
import { useLateRefusals } from '@/hooks/late-writes';
import { lateRefusalReason, lateRefusalTitle } from '@/lib/late-refusal-texts';

/**
 * The writes the server refused after the screen stopped waiting (hooks/late-writes.ts), in French.
 * Its own chunk, rendered once the backend is here: there is nothing to refuse before.
 */
export default function LateRefusalsNotice() {
  const { refusals, dismiss } = useLateRefusals();
  if (refusals.length === 0) return null;
  return (
    <LateRefusals
      refusals={refusals.map(({ key, what, code, text }) => ({
        key,
        title: lateRefusalTitle(what),
        reason: lateRefusalReason(code),
        text,
      }))}
      onDismiss={dismiss}
    />
  );
}
