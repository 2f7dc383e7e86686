/** The GaadiCare logo: a water drop over a car silhouette, drawn inline so it costs no request. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path d="M16 5c2.6 3.2 4 5.5 4 7.3a4 4 0 0 1-8 0C12 10.5 13.4 8.2 16 5z" fill="#99f6e4" />
      <path
        d="M7 23.5v-2.8c0-.8.4-1.5 1-1.9l1.7-3.1c.4-.7 1.1-1.2 2-1.2h8.6c.9 0 1.6.5 2 1.2l1.7 3.1c.6.4 1 1.1 1 1.9v2.8z"
        fill="#ffffff"
      />
      <circle cx="11" cy="24" r="2.2" fill="#134e4a" />
      <circle cx="21" cy="24" r="2.2" fill="#134e4a" />
    </svg>
  );
}
