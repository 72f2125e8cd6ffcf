import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { Link } from "wouter";
import { Button } from "../../components/ui/button";

type Props = {
  /** The server's words: which document exists for this job and site. */
  message: string;
  existingId: string;
  onGenerateAnyway: () => void;
  onClose: () => void;
};

/**
 * Asked before a credit goes on a second document for the same job and site: open the one there
 * is (the first choice, and the one Enter takes), or generate another anyway.
 */
export function DuplicateJobDialog({ message, existingId, onGenerateAnyway, onClose }: Props) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? null : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content
          data-testid="duplicate-job-dialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold">Same job and site as before</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm break-words text-slate-600">
            {message}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" onClick={onGenerateAnyway}>
                Generate anyway (1 credit)
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button asChild>
                <Link href={`/editor/${existingId}`}>Open the existing one</Link>
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
