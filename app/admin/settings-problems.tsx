/**
 * The deployment's settings problems, above every staff page: visitors are told only that a
 * service is unavailable, so this (and the Worker's log) is where staff learn which setting to fix.
 */
export function SettingsProblems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <section aria-label="Settings to fix" className="mb-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-950">
      <p className="font-semibold">Settings to fix</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {problems.map((problem) => (
          <li key={problem} className="whitespace-pre-line">
            {problem}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-red-900/80">Visitors see only that the service is unavailable; the Worker's log has the same details.</p>
    </section>
  );
}
