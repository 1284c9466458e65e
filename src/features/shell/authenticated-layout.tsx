import { Outlet } from '@tanstack/react-router';
import { ToastRegion } from '@/components/toast-region';
import { AppFrame } from './app-frame';

export function AuthenticatedLayout() {
  return (
    <AppFrame>
      <Outlet />
      <ToastRegion />
    </AppFrame>
  );
}
