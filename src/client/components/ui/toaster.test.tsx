// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { afterEach, expect, it } from "vitest";
import { Toaster } from "./toaster";
import { toast } from "./use-toast";

afterEach(cleanup);

/** Raises a toast while mounting, before the toaster beside it has subscribed to the store. */
function RaisesOnMount({ title }: { title: string }) {
  useLayoutEffect(() => {
    toast({ title });
  }, [title]);
  return null;
}

it("shows a toast raised while the toaster itself is mounting", async () => {
  render(
    <>
      <Toaster />
      <RaisesOnMount title="Payment Successful" />
    </>,
  );
  expect(await screen.findByText("Payment Successful")).toBeInTheDocument();
});
