import { describe, expect, it } from "vitest";
import { createRouter } from "./routing";
import type { AssistantTarget } from "./types";

const automobiles: AssistantTarget = {
  id: "industry:automobiles",
  kind: "industry",
  title: "Automobiles",
  url: "/automobiles",
  answer: "Service reminders and test drive bookings by voice.",
  words: ["dealership", "स्कूटी", "showroom"],
};

describe("the router's typo tolerance", () => {
  const router = createRouter([automobiles]);

  it("forgives a typo of a long word, counted in letters, not in a script's code units", () => {
    expect(router.route("we run a car delership")?.target.id).toBe("industry:automobiles");
    // "स्कूल" (school) is three letters with their vowel signs and viramas, not a typo of "स्कूटी" (scooter).
    expect(router.route("हमारा स्कूल है, पेरेंट्स को फीस रिमाइंडर भेजना है")).toBeNull();
    expect(router.route("हमारी स्कूटी की दुकान है")?.target.id).toBe("industry:automobiles");
  });
});
