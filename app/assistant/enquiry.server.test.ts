import { describe, expect, it } from "vitest";
import { beginEnquiry, continueEnquiry, startsEnquiry } from "./enquiry.server";
import { LOCAL_CALLER } from "./types";

describe("an enquiry in Hindi", () => {
  it("starts and stops on the words a visitor types, whatever the length of their vowels", async () => {
    expect(startsEnquiry("किसी से बात करनी है")).toBe(true);
    expect(startsEnquiry("किसि से बात करनि है")).toBe(true);
    expect(startsEnquiry("किसी की बात करनी है")).toBe(false);
    const { state } = beginEnquiry();
    for (const no of ["नहीं", "जी नहीं", "नहिं", "रहने दीजिए"]) expect((await continueEnquiry(state!, no, LOCAL_CALLER)).state, no).toBeNull();
    expect((await continueEnquiry(state!, "नीलम", LOCAL_CALLER)).state?.step).toBe("email");
  });
});
