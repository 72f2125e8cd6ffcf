import { describe, expect, it } from "vitest";
import { wizardStart } from "./wizard-start";

const businesses = [
  { id: "b-au", country: "AU" },
  { id: "b-uk", country: "GB" },
];
const anything = () => true;

describe("where the generator wizard opens", () => {
  it("registers a business first when there is none", () => {
    expect(wizardStart("?business=b-uk&type=swms", [], anything)).toMatchObject({
      step: 2,
      registering: true,
      businessId: null,
    });
  });

  it("assumes no business and asks for the country and type without a query", () => {
    expect(wizardStart("", businesses, anything)).toEqual({
      step: 1,
      registering: false,
      businessId: null,
      country: null,
      documentType: null,
    });
  });

  it("chooses the asked-for business, its country and the type from a requirements link", () => {
    expect(wizardStart("?business=b-uk&type=risk-assessment", businesses, anything)).toEqual({
      step: 1,
      registering: false,
      businessId: "b-uk",
      country: "UK",
      documentType: "risk-assessment",
    });
  });

  it("leaves the type unchosen when the account may not generate it", () => {
    const start = wizardStart("?business=b-uk&type=swms", businesses, (t) => t !== "swms");
    expect(start).toMatchObject({ businessId: "b-uk", country: "UK", documentType: null });
  });

  it("ignores a business the user does not own and a type that does not exist", () => {
    expect(wizardStart("?business=someone-else&type=swms", businesses, anything).businessId).toBeNull();
    expect(wizardStart("?business=b-au&type=poem", businesses, anything).documentType).toBeNull();
  });
});
