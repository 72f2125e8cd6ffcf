import { describe, expect, it } from "vitest";
import { methodFor } from ".";

/**
 * A task's keyword is a promise that its method is the method of the job those words name. Each
 * job below is another trade's work that a task once claimed: a farrier is not a rider, rewiring is
 * not live work, a hedge is not a lawn. With no method of its own the job gets none, and the owner
 * writes its steps, rather than one a worker may follow for the wrong job.
 */
describe("keywords that name another job", () => {
  it.each([
    ["Hot shoeing a horse using a portable LPG forge", "agriculture", "horse-handling-riding"],
    ["Farrier work: trimming hooves and shoeing horses", "agriculture", "horse-handling-riding"],
    ["Grooming horses and stable work at the livery yard", "agriculture", "horse-handling-riding"],
    ["Mustering cattle across the back paddocks", "agriculture", "livestock-handling"],
    ["Servicing farm machinery in the workshop", "agriculture", "tractor-operation"],
    ["Rewiring a house with an electrician", "construction", "work-near-live-electrical"],
    ["Solid plastering and stopping up cracks in brick walls", "construction", "plasterboard-installation"],
    ["Gutter cleaning on a two-storey house", "construction", "ladder-work"],
    ["Building a deck at the back of a house", "construction", "framing-carpentry"],
    ["Clearing blocked stormwater drainage with a jetter", "construction", "trench-excavation"],
    ["Locating underground services before digging", "construction", "trench-excavation"],
    ["Line marking a supermarket car park", "construction", "traffic-control-roadworks"],
    ["Painting and coating a steel roof by roller", "construction", "spray-painting"],
    ["Radiator repair with lead soldering", "manufacturing", "lead-acid-battery-work"],
    ["Lead casting fishing sinkers", "manufacturing", "lead-acid-battery-work"],
    ["Stacking boxes by hand in the warehouse", "manufacturing", "forklift-operation"],
    ["Fitter clearing a drain blockage", "manufacturing", "machine-maintenance-lockout"],
    ["Stacking pallets by hand", "manufacturing", "forklift-operation"],
    ["Strip out of a shop fitout", "construction", "demolition-building"],
    ["Cleaning the range hood filters", "hospitality", "gas-cooking-appliances"],
    ["Kitchen hand prepping veg", "hospitality", "commercial-dishwashing"],
    ["Opening the store in the morning", "retail", "closing-cash-handling"],
    ["Tyre change on a customer's car", "transport", "tyre-changing"],
    ["Butchery with boning knives", "retail", "knife-food-preparation"],
    ["Dental scale and polish", "healthcare", "veterinary-surgery-anaesthesia"],
    ["Seizing dangerous dogs for the council", "other", "fractious-animal-euthanasia"],
    ["Disability support in a group home", "healthcare", "community-home-visit"],
    ["Delivery driving around the suburbs", "transport", "long-distance-driving"],
    ["Hedge trimming along the boundary", "other", "mowing-landscaping"],
    ["Bottle feeding infants in the baby room", "education", "food-allergy-service"],
    ["Tile cutting in a bathroom renovation", "construction", "concrete-cutting-drilling"],
    ["Brick cutting for a garden wall", "construction", "concrete-cutting-drilling"],
    ["Saw cutting timber for the deck frame", "construction", "concrete-cutting-drilling"],
  ])("%s (%s) is not %s", (activity, industry, task) => {
    const method = methodFor({ activity, industry });
    expect(method?.tasks.map((t) => t.id) ?? []).not.toContain(task);
  });

  it.each([
    ["Horse riding on the station", "agriculture", "horse-handling-riding"],
    ["Drafting sheep in the yards", "agriculture", "livestock-handling"],
    ["Switchboard upgrade with fault finding", "construction", "work-near-live-electrical"],
    ["Hanging drywall in the bedrooms", "construction", "plasterboard-installation"],
    ["Changing light bulbs from a step ladder", "retail", "stepladder-work"],
    ["Pouring footings for a shed", "construction", "concrete-pour"],
    ["Concrete saw cutting a driveway for a new drain", "construction", "concrete-cutting-drilling"],
    ["Serving lunch to children with food allergies", "education", "food-allergy-service"],
    ["Sewer connection trench, 2.1 m deep", "construction", "trench-excavation"],
    ["Removing fibro eaves", "construction", "non-friable-asbestos-removal"],
    ["Spray painting steel beams in the booth", "construction", "spray-painting"],
    ["Mig welding steel brackets", "manufacturing", "hot-work-welding-cutting"],
    ["Forklift loading trucks in the warehouse", "manufacturing", "forklift-operation"],
    ["Demolition of a two-storey brick building with an excavator", "construction", "demolition-building"],
    ["Cooking on the wok burners", "hospitality", "gas-cooking-appliances"],
    ["Closing the store and cashing up the tills", "retail", "closing-cash-handling"],
    ["Tyre changing on the haul trucks", "mining", "tyre-changing"],
    ["Desexing dogs and cats", "healthcare", "veterinary-surgery-anaesthesia"],
    ["Lawn mowing and whipper snipping", "other", "mowing-landscaping"],
  ])("%s (%s) is still %s", (activity, industry, task) => {
    expect(methodFor({ activity, industry })?.tasks.map((t) => t.id)).toContain(task);
  });
});
