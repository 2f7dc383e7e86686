/** What an operator's action came to, beside its button: read out politely, or as an alert when it failed. */
export function OutcomeLine({ outcome }: { outcome: { ok: boolean; text: string } | null }) {
  if (!outcome) return null;
  return (
    <p role={outcome.ok ? 'status' : 'alert'} className={`text-sm ${outcome.ok ? 'text-emerald-800' : 'text-red-700'}`}>
      {outcome.text}
    </p>
  );
}
