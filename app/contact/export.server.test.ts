import { describe, expect, it } from "vitest";
import { csvCell, parseSince, toCsv, type ExportedEnquiry } from "./export.server";

describe("enquiry export", () => {
  it("quotes CSV cells and defuses formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+91 98100 12345")).toBe("'+91 98100 12345");
    expect(csvCell(null)).toBe("");
    const row = {
      id: "1",
      createdAt: "2026-01-01T00:00:00.000Z",
      username: "A",
      email: "a@b.example",
      phone: "1",
      companyname: "C",
      designation: null,
      message: "line 1\nline 2",
      currentUrl: null,
      userAgent: null,
      submissionId: "s",
      verified: false,
    } satisfies ExportedEnquiry;
    expect(toCsv([row]).split("\r\n")[1]).toBe('1,2026-01-01T00:00:00.000Z,A,a@b.example,1,C,,"line 1\nline 2",,,s,false');
  });
  it("parses --since", () => {
    expect(parseSince("2026-01-01")?.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(parseSince("2026-01-01T10:00:00Z")?.toISOString()).toBe("2026-01-01T10:00:00.000Z");
    expect(parseSince("yesterday")).toBeNull();
    expect(parseSince(undefined)?.getTime()).toBe(0);
  });
});
