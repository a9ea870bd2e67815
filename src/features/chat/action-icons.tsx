/** Stroke paths on a 24 × 24 grid: a few bytes each, no icon library. */
const paths = {
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  flag: 'M5 21V4h12l-2 4 2 4H5',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
} as const;

/** An action's icon: decorative, its name is the button's aria-label. */
export function ActionIcon({ name }: { name: keyof typeof paths }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === 'more' ? 3 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
