/** Five stars, `value` of them filled; `label` is read out ("Quality: 4 out of 5"). */
export function StarRating({ value, label }: { value: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span role="img" aria-label={label} className="inline-flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <svg key={n} aria-hidden="true" viewBox="0 0 24 24" className={n <= value ? 'h-4 w-4 text-amber-500' : 'h-4 w-4 text-slate-300'} fill="currentColor">
            <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
          </svg>
        ))}
      </span>
    </span>
  );
}
