/**
 * The toast stack's store: a tiny event emitter, so any code (React or not) can show a toast.
 * The spec's durations: success 5000, error 7000, warning 6000, info 5000; unknown types are info.
 */
export const TOAST_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export const TOAST_DURATIONS: Record<ToastType, number> = {
  success: 5000,
  error: 7000,
  warning: 6000,
  info: 5000,
};
export const DEFAULT_TOAST_DURATION = 5000;

export interface Toast {
  id: number;
  type: ToastType;
  title?: string;
  message: string;
  duration: number;
}

export interface ToastInput {
  type?: string;
  title?: string;
  message: string;
  duration?: number;
}

export function normalizeToastType(type: string | undefined): ToastType {
  return (TOAST_TYPES as readonly string[]).includes(type ?? '') ? (type as ToastType) : 'info';
}

export function toastDuration(type: string | undefined): number {
  return TOAST_DURATIONS[normalizeToastType(type)] ?? DEFAULT_TOAST_DURATION;
}

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const l of listeners) l(toasts);
}

export function showToast(input: ToastInput): number {
  const type = normalizeToastType(input.type);
  const toast: Toast = {
    id: nextId++,
    type,
    title: input.title,
    message: input.message,
    duration: input.duration ?? toastDuration(type),
  };
  toasts = [...toasts, toast];
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), toast.duration),
  );
  emit();
  return toast.id;
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const next = toasts.filter((t) => t.id !== id);
  if (next.length !== toasts.length) {
    toasts = next;
    emit();
  }
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}
