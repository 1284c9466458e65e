import { createFileRoute } from '@tanstack/react-router';
import { ReferenceView } from '../-views';

export const Route = createFileRoute('/_app/reference')({
  component: ReferenceView,
});
