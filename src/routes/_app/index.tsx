import { createFileRoute } from '@tanstack/react-router';
import { OverviewView } from '../-views';

export const Route = createFileRoute('/_app/')({
  component: OverviewView,
});
