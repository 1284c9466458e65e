import { Outlet } from '@tanstack/react-router';
import { AppFrame } from './app-frame';

export function AuthenticatedLayout() {
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  );
}
