import { createFileRoute } from '@tanstack/react-router';
import { ThemePage } from '@/features/themes/theme-page';

export const Route = createFileRoute('/_app/themes/$themeId')({
  component: ThemePage,
});
