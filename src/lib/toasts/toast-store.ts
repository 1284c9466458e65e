import { useSyncExternalStore } from 'react';

/**
 * Short-lived messages after an action ("Site deleted · Undo"), shown in one live region. A
 * toast with an action stays long enough to use it; each can be dismissed.
 */
export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'error';
  action?: { label: string; run: () => void | Promise<void> };
  /** Milliseconds on screen; an action gets longer by default. */
  durationMs: number;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

const emit = () => {
  for (const listener of listeners) listener();
};

export function showToast(input: Omit<Toast, 'id' | 'durationMs' | 'tone'> & Partial<Toast>) {
  const id = nextId++;
  const toast: Toast = {
    tone: 'info',
    durationMs: input.action ? 12_000 : 5_000,
    ...input,
    id,
  };
  toasts = [...toasts.slice(-3), toast];
  timers.set(
    id,
    setTimeout(() => dismissToast(id), toast.durationMs),
  );
  emit();
  return id;
}

export function dismissToast(id: number) {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  if (!toasts.some((toast) => toast.id === id)) return;
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToasts = () =>
  useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
