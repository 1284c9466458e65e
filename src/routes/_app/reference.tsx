import { createFileRoute } from '@tanstack/react-router';
import { ReferencePage } from '@/features/reference/reference-page';

export const Route = createFileRoute('/_app/reference')({
  component: ReferencePage,
});
