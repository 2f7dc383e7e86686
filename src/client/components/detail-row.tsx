/**
 * One term and its value in a grid of details (a job's vehicle, location, time, customer, earning).
 * `asIs`: the value is data shown as it is (a name, an address), not words of the app's language.
 * `href`: the value is a link (a call, directions).
 */
export function DetailRow({ term, value, testId, asIs, href }: { term: string; value: string; testId?: string; asIs?: boolean; href?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="break-words text-slate-900" data-testid={testId} translate={asIs ? 'no' : undefined}>
        {href ? (
          <a href={href} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800" target={href.startsWith('http') ? '_blank' : undefined} rel={href.startsWith('http') ? 'noopener noreferrer' : undefined}>
            {value}
          </a>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}
