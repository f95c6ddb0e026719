type DataLoadingProps = {
  /** The element's region part (`catalog`, `grid`) and accessible name, as its loaded view has them. */
  part: string;
  label: string;
  /** `Loading courses…` */
  text: string;
  /** The loaded view's grid classes and a placeholder card's height, so the page does not jump when data comes. */
  grid: string;
  card: string;
};

/** The loading state of a data-driven element: its region, busy, a status line and three placeholder cards. */
export function DataLoading({ part, label, text, grid, card }: DataLoadingProps) {
  return (
    <section part={part} aria-label={label} aria-busy="true" className="@container">
      <p role="status" part="status" className="mb-3 text-sm text-fg-muted">
        {text}
      </p>
      <ul aria-hidden="true" className={grid}>
        {[0, 1, 2].map((n) => (
          <li key={n} className={`${card} rounded-card skeleton`} />
        ))}
      </ul>
    </section>
  );
}
