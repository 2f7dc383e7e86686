/**
 * One term and its value in a grid of details (a job's vehicle, location, time, customer, earning).
 * `asIs`: the value is data shown as it is (a name, an address), not words of the app's language.
 */
export function DetailRow({ term, value, testId, asIs }: { term: string; value: string; testId?: string; asIs?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="break-words text-slate-900" data-testid={testId} translate={asIs ? 'no' : undefined}>
        {value}
      </dd>
    </div>
  );
}
