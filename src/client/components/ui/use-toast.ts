import { type ReactNode, useEffect, useState } from "react";
import { TOASTS } from "../../../domain/catalogue";

export type ToastVariant = "default" | "destructive";

export type ToastData = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: ToastVariant;
  open: boolean;
};

type Listener = (toasts: ToastData[]) => void;

// A module-level store so any code (including non-React helpers) can raise a toast.
let toasts: ToastData[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit() {
  for (const listener of listeners) listener(toasts);
}

function dismiss(id?: string) {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  for (const t of toasts) {
    if (!t.open && !removalTimers.has(t.id)) {
      removalTimers.set(
        t.id,
        setTimeout(() => {
          removalTimers.delete(t.id);
          toasts = toasts.filter((x) => x.id !== t.id);
          emit();
        }, TOASTS.removeDelayMs),
      );
    }
  }
  emit();
}

export function toast(input: Omit<ToastData, "id" | "open">) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOASTS.limit);
  emit();
  return { id, dismiss: () => dismiss(id) };
}

export function useToast() {
  const [state, setState] = useState<ToastData[]>(toasts);
  useEffect(() => {
    listeners.add(setState);
    // A toast raised between this component's render and now was announced to no one: catch up.
    setState(toasts);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { toasts: state, toast, dismiss };
}
