import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api";
import { parseRefusal } from "./start-generation";

describe("reading a refused generation", () => {
  it("reads the JSON body of an API error", () => {
    const error = new ApiRequestError(
      409,
      '{"message":"Acme already has a WHS Policy.","actionRequired":"edit","existingDocumentId":"d-1"}',
      "Conflict",
    );
    expect(parseRefusal(error)).toEqual({
      message: "Acme already has a WHS Policy.",
      actionRequired: "edit",
      existingDocumentId: "d-1",
    });
  });

  it("finds JSON embedded in a plain error message", () => {
    const error = new Error(
      '402: {"message":"Purchase the Core Document pack to generate SWMS.","actionRequired":"purchase"}',
    );
    expect(parseRefusal(error).actionRequired).toBe("purchase");
  });

  it("falls back to the message when there is no JSON", () => {
    expect(parseRefusal(new Error("500: Internal Server Error"))).toEqual({
      message: "500: Internal Server Error",
    });
  });
});
