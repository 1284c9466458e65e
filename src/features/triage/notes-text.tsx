import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { focusRing } from '@/components/button-styles';
import { HrefLink } from '@/components/href-link';
import { linkifyNotes } from './linkify-notes';

const linkClass = `rounded text-accent underline decoration-accent/40 underline-offset-2 hover:decoration-accent ${focusRing}`;

/**
 * Notes as written, line breaks kept, with incident and theme ids and this app's addresses as
 * links. Text is rendered as text: markup in a note is shown, never interpreted.
 */
export function NotesText({ notes, className = '' }: { notes: string; className?: string }) {
  const segments = useMemo(() => linkifyNotes(notes, window.location.origin), [notes]);
  return (
    <p className={`break-words whitespace-pre-wrap ${className}`}>
      {segments.map((segment, index) => {
        switch (segment.kind) {
          case 'text':
            return segment.text;
          case 'incident':
            return (
              <Link
                key={index}
                to="/incidents/$incidentId"
                params={{ incidentId: segment.id }}
                className={`font-mono ${linkClass}`}
              >
                {segment.id}
              </Link>
            );
          case 'theme':
            return (
              <Link
                key={index}
                to="/themes/$themeId"
                params={{ themeId: segment.id }}
                className={`font-mono ${linkClass}`}
              >
                {segment.id}
              </Link>
            );
          case 'app-link':
            return (
              <HrefLink key={index} href={segment.href} className={linkClass}>
                {segment.text}
              </HrefLink>
            );
        }
      })}
    </p>
  );
}
