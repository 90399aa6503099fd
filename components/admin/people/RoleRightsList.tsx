/** A role's description as a short list (one line per kind of access). */
export function RoleRightsList({ lines, id, className = '' }: { lines: readonly string[]; id?: string; className?: string }) {
  return (
    <ul id={id} className={`list-disc space-y-1 pl-5 ${className}`}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
