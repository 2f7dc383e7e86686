/**
 * Why an action beside it is disabled, in the words the server would refuse it with. Give the
 * disabled control `aria-describedby={id}` so a screen reader reads the reason with it.
 */
export function BlockedReason({ id, reason }: { id: string; reason: string | null }) {
  if (!reason) return null;
  return (
    <p id={id} className="text-sm text-slate-600" data-testid="blocked-reason">
      {reason}
    </p>
  );
}
