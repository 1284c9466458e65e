import { Outlet } from '@tanstack/react-router';
import { ToastRegion } from '@/components/toast-region';
import { useImportLocalSavedSearches } from '@/lib/saved-searches/use-import-local-searches';
import { AppFrame } from './app-frame';

export function AuthenticatedLayout() {
  // Saved searches an earlier version kept in this browser move to the server once signed in.
  useImportLocalSavedSearches();
  return (
    <AppFrame>
      <Outlet />
      <ToastRegion />
    </AppFrame>
  );
}
