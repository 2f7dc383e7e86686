/** Titled page for a screen whose content is being built; keeps the route and heading stable. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 text-slate-600">This screen is coming soon.</p>
    </section>
  );
}
