import { CircleAlert } from 'lucide-react';
import type { ReadQuery } from '../../../contract/query-language/typed-query';
import { focusRing } from '../button-styles';

/**
 * What typed filters were understood (chips) and what was not (each explained where it was
 * typed, with the choices that would be understood instead). `onChoose` puts a choice's text in
 * place of the clause it is about.
 */
export function ReadingNotes({
  read,
  onChoose,
  chipsLabel = 'Filters understood',
}: {
  read: ReadQuery;
  onChoose: (replacement: { start: number; end: number; text: string }) => void;
  chipsLabel?: string;
}) {
  const chips = read.query?.reading.chips ?? [];
  return (
    <>
      {chips.length > 0 ? (
        <ul aria-label={chipsLabel} className="flex flex-wrap gap-1">
          {chips.map((chip) => (
            <li
              key={`${chip.clause} ${chip.label}`}
              className="rounded-full border border-line bg-raised px-2 py-0.5 text-xs"
            >
              {chip.label}
            </li>
          ))}
        </ul>
      ) : null}
      {read.problems.length > 0 ? (
        <ul aria-label="Not understood" className="flex flex-col gap-1">
          {read.problems.map((problem, index) => (
            <li
              key={`${problem.clause} ${index}`}
              className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-danger"
            >
              <CircleAlert aria-hidden className="size-3.5 shrink-0" />
              {problem.start !== undefined && problem.end !== undefined ? (
                <code className="rounded bg-danger-soft px-1 font-mono">
                  {read.text.slice(problem.start, problem.end)}
                </code>
              ) : null}
              <span className="text-ink">{problem.message}</span>
              {problem.choices?.map((choice) => (
                <button
                  key={choice.text}
                  type="button"
                  // The input keeps the focus, so typing goes on after a choice.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() =>
                    onChoose({
                      start: problem.start ?? read.text.length,
                      end: problem.end ?? read.text.length,
                      text: choice.text,
                    })
                  }
                  className={`rounded border border-line bg-surface px-1.5 font-mono text-ink hover:bg-raised ${focusRing}`}
                >
                  {choice.label}
                </button>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The text with one span replaced, spaced so the next clause can follow. */
export function replaceSpan(
  text: string,
  { start, end, text: replacement }: { start: number; end: number; text: string },
): string {
  return `${text.slice(0, start)}${replacement}${text.slice(end)}`;
}
