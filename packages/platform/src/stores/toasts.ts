import type { ReactNode } from 'react';
import { createObservable, type Observable } from './observable';

/** SPEC §9: one toast at a time, removed long after it was dismissed (values of the original toaster). */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant: ToastVariant;
  open: boolean;
  duration: number;
}

export type ToastInput = Partial<Omit<Toast, 'id' | 'open'>>;

export interface ToastHandle {
  id: string;
  dismiss(): void;
  update(patch: ToastInput): void;
}

export interface ToastStore extends Observable<readonly Toast[]> {
  /** Adds a toast (newest first, capped at the limit). */
  toast(input: ToastInput): ToastHandle;
  /** Closes one toast (or all), then removes it after the removal delay. */
  dismiss(id?: string): void;
  /** Removes one toast (or all) at once. */
  remove(id?: string): void;
}

export function createToastStore({
  limit = TOAST_LIMIT,
  removeDelayMs = TOAST_REMOVE_DELAY_MS,
}: { limit?: number; removeDelayMs?: number } = {}): ToastStore {
  const toasts = createObservable<readonly Toast[]>([]);
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
  let counter = 0;

  const remove = (id?: string) => {
    const doomed = id === undefined ? toasts.getSnapshot().map((t) => t.id) : [id];
    for (const toastId of doomed) {
      clearTimeout(removalTimers.get(toastId));
      removalTimers.delete(toastId);
    }
    toasts.set(id === undefined ? [] : toasts.getSnapshot().filter((t) => t.id !== id));
  };

  const scheduleRemoval = (id: string) => {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        remove(id);
      }, removeDelayMs),
    );
  };

  const dismiss = (id?: string) => {
    const current = toasts.getSnapshot();
    const targets = current.filter((t) => id === undefined || t.id === id);
    if (targets.length === 0) return;
    for (const t of targets) scheduleRemoval(t.id);
    toasts.set(current.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  };

  const update = (id: string, patch: ToastInput) => {
    toasts.set(toasts.getSnapshot().map((t) => (t.id === id ? { ...t, ...patch } : t)));
  };

  const toast = (input: ToastInput): ToastHandle => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    const created: Toast = { variant: 'default', duration: TOAST_DURATION_MS, ...input, id, open: true };
    const next = [created, ...toasts.getSnapshot()];
    for (const dropped of next.slice(limit)) {
      clearTimeout(removalTimers.get(dropped.id));
      removalTimers.delete(dropped.id);
    }
    toasts.set(next.slice(0, limit));
    return { id, dismiss: () => dismiss(id), update: (patch) => update(id, patch) };
  };

  return { getSnapshot: toasts.getSnapshot, subscribe: toasts.subscribe, toast, dismiss, remove };
}
