/** One term and its value in a grid of details (a job's vehicle, location, time, customer, earning). */
export function DetailRow({ term, value, testId }: { term: string; value: string; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="break-words text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
