import { resolveProduct } from "../../domain/catalogue";
import { toast } from "../components/ui/use-toast";

/** The payment messages users see, in one place. */
export const paymentToasts = {
  alreadyPurchased: (message: string) => toast({ title: "Already Purchased", description: message }),
  initFailed: () =>
    toast({ title: "Error", description: "Failed to initialize payment", variant: "destructive" }),
  paymentFailed: (message: string) =>
    toast({ title: "Payment Failed", description: message, variant: "destructive" }),
  methodFailed: (message: string) =>
    toast({ title: "Payment Method Failed", description: message, variant: "destructive" }),
  paymentSucceeded: (plan: string | null) =>
    toast({
      title: "Payment Successful",
      // A one-time purchase, not a subscription: say what was bought.
      description: `You bought ${(plan && resolveProduct(plan)?.name) || "your pack"}. Its credits are ready to use.`,
    }),
  methodAdded: () =>
    toast({ title: "Payment Method Added", description: "Your card is saved for future payments." }),
};
