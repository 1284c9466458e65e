import { defineSection } from './section';

/** Blank lines separate paragraphs; single line breaks inside one are kept. */
export function paragraphsOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The description as plain text: whatever markup it holds is shown, never run. */
export const DescriptionSection = defineSection(
  { title: 'Description', id: 'description' },
  function DescriptionBody({ description }: { description: string | null | undefined }) {
    const paragraphs = paragraphsOf(description);
    return (
      <>
        {paragraphs.length > 0 ? (
          <div className="max-w-3xl space-y-2 text-sm leading-relaxed">
            {paragraphs.map((paragraph, index) => (
              <p key={index} className="break-words whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted">No description.</p>
        )}
      </>
    );
  },
);
