import { Slot } from "@radix-ui/react-slot";
import { lazy, type ReactNode, Suspense, useRef, useState } from "react";

type Props = {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
};

// The dialog (Radix AlertDialog, its focus trap and scroll lock) is code no list needs to show:
// it loads when a button that asks first is pressed.
const ConfirmDialogContent = lazy(() => import("./confirm-dialog-content"));

/** A destructive action asks first; Cancel is focused so Enter never deletes by accident. */
export function ConfirmDialog({ trigger, ...dialog }: Props) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLElement>(null);
  return (
    <>
      <Slot
        ref={triggerRef}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        onClick={() => setOpen(true)}
      >
        {trigger}
      </Slot>
      {open ? (
        <Suspense fallback={null}>
          <ConfirmDialogContent {...dialog} trigger={triggerRef} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
