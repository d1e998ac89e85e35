import { describe, expect, it } from "vitest";
import { flowRows, flowSlug, flowTabSlugs, selectedTabIndex, stepCount, tabKeyTarget, type FlowStepInput } from "./call-flow";

const step = (key: string, speaker: FlowStepInput["speaker"], branch?: string): FlowStepInput => ({
  _key: key,
  speaker,
  text: ` text ${key} `,
  branch: branch ?? null,
});

describe("flowRows", () => {
  it("keeps a flow without branches as one step per row, text trimmed", () => {
    const rows = flowRows([step("a", "bot"), step("b", "customer"), step("c", "system")]);
    expect(rows.map((r) => r.kind)).toEqual(["step", "step", "step"]);
    expect(rows[0]).toEqual({ kind: "step", key: "a", step: { key: "a", speaker: "bot", text: "text a" } });
  });

  it("turns a run of branched steps into one decision with a branch per condition", () => {
    const rows = flowRows([
      step("a", "bot"),
      step("b", "customer", "If yes"),
      step("c", "bot", "If yes"),
      step("d", "customer", "If no"),
      step("e", "bot", "If no"),
      step("f", "system"),
    ]);
    expect(rows.map((r) => r.kind)).toEqual(["step", "decision", "step"]);
    const decision = rows[1]!;
    if (decision.kind !== "decision") throw new Error("expected a decision");
    expect(decision.optional).toBe(false);
    expect(decision.branches.map((b) => [b.condition, b.steps.map((s) => s.key)])).toEqual([
      ["If yes", ["b", "c"]],
      ["If no", ["d", "e"]],
    ]);
    expect(stepCount(rows)).toBe(6);
  });

  it("groups interleaved conditions of one run into their branches", () => {
    const rows = flowRows([step("a", "bot", "A"), step("b", "bot", "B"), step("c", "bot", "A")]);
    expect(rows).toHaveLength(1);
    const [decision] = rows;
    if (decision?.kind !== "decision") throw new Error("expected a decision");
    expect(decision.branches.map((b) => b.steps.map((s) => s.key))).toEqual([["a", "c"], ["b"]]);
  });

  it("marks a lone branch as optional and starts a new decision after a common step", () => {
    const rows = flowRows([step("a", "bot", "If fasting"), step("b", "system"), step("c", "bot", "If fasting")]);
    expect(rows.map((r) => r.kind)).toEqual(["decision", "step", "decision"]);
    expect(rows[0]).toMatchObject({ optional: true, key: "decision-a" });
    expect(rows[2]).toMatchObject({ optional: true, key: "decision-c" });
  });

  it("treats a blank condition as no branch and copes with no steps", () => {
    expect(flowRows([step("a", "bot", "  ")]).map((r) => r.kind)).toEqual(["step"]);
    expect(flowRows([])).toEqual([]);
    expect(stepCount([])).toBe(0);
  });
});

describe("tabs", () => {
  const tabs = [
    { label: "Payment Reminder", isDefault: true },
    { label: "Loan Requirement", isDefault: false },
  ];

  it("names tabs in the URL by their label", () => {
    expect(flowSlug("Loan Requirement")).toBe("loan-requirement");
    expect(flowSlug("  Non-Delivery Update! ")).toBe("non-delivery-update");
    expect(flowSlug("???")).toBe("flow");
  });

  it("keeps the slugs English labels have always had", () => {
    // Latin text keeps only a–z and 0–9, as before: accents and other Latin letters split words.
    expect(flowSlug("Payment Reminder")).toBe("payment-reminder");
    expect(flowSlug("Café au lait")).toBe("cafe-au-lait");
    expect(flowSlug("Résumé ß")).toBe("re-sume");
    expect(flowSlug("ＡＢＣ１２ x²")).toBe("abc12-x2");
  });

  it("keeps the letters and marks of Hindi labels, so Hindi tabs get distinct slugs", () => {
    expect(flowSlug("पेमेंट रिमाइंडर")).toBe("पेमेंट-रिमाइंडर");
    expect(flowSlug("लोन की ज़रूरत")).toBe("लोन-की-ज़रूरत");
    expect(flowSlug("पिज़्ज़ा ऑर्डर")).toBe("पिज़्ज़ा-ऑर्डर");
    expect(flowSlug("EMI रिमाइंडर।")).toBe("emi-रिमाइंडर");
    // A precomposed nukta letter (U+0958) and the combining form give the same slug.
    expect(flowSlug("\u0958")).toBe(flowSlug("\u0915\u093c"));
    // A joiner only shapes the letters around it: it never splits a word.
    expect(flowSlug("क्\u200dष")).toBe("क्ष");
    expect(flowSlug("पेमेंट रिमाइंडर")).not.toBe(flowSlug("लोन की ज़रूरत"));
  });

  it("gives a tab whose slug is taken its key instead", () => {
    const same = [
      { _key: "k1", label: "Loan: Requirement", isDefault: true },
      { _key: "k2", label: "Loan Requirement!", isDefault: false },
    ];
    expect(flowTabSlugs(same)).toEqual(["loan-requirement", "k2"]);
    expect(selectedTabIndex(same, "k2")).toBe(1);
    expect(selectedTabIndex(same, "loan-requirement")).toBe(0);
  });

  it("selects a Hindi tab by its slug as the URL gives it, and any tab by its key", () => {
    const hindi = [
      { _key: "0234133b2fab", label: "पेमेंट रिमाइंडर", isDefault: true },
      { _key: "fddf32293c17", label: "लोन की ज़रूरत", isDefault: false },
    ];
    const value = new URL(`https://example.test/hi/bfsi?flow=${flowTabSlugs(hindi)[1]}`).searchParams.get("flow");
    expect(selectedTabIndex(hindi, value)).toBe(1);
    expect(selectedTabIndex(hindi, "fddf32293c17")).toBe(1);
    expect(selectedTabIndex(hindi, "loan-requirement")).toBe(0);
  });

  it("selects a tab by its slug in another language (a page switched to Hindi keeps its tab)", () => {
    const hindi = [
      { _key: "0234133b2fab", label: "पेमेंट रिमाइंडर", isDefault: true, otherSlugs: ["payment-reminder"] },
      { _key: "fddf32293c17", label: "लोन की ज़रूरत", isDefault: false, otherSlugs: ["loan-requirement"] },
    ];
    expect(selectedTabIndex(hindi, "loan-requirement")).toBe(1);
    expect(selectedTabIndex(hindi, "payment-reminder")).toBe(0);
    expect(selectedTabIndex(hindi, "nonsense")).toBe(0);
  });

  it("selects the requested tab, else the default, else the first", () => {
    expect(selectedTabIndex(tabs, null)).toBe(0);
    expect(selectedTabIndex(tabs, "loan-requirement")).toBe(1);
    expect(selectedTabIndex(tabs, "nonsense")).toBe(0);
    expect(
      selectedTabIndex(
        [
          { label: "A", isDefault: false },
          { label: "B", isDefault: true },
        ],
        null,
      ),
    ).toBe(1);
    expect(selectedTabIndex([{ label: "A", isDefault: false }], null)).toBe(0);
  });

  it("moves with Left/Right (wrapping), Home and End, and ignores other keys", () => {
    expect(tabKeyTarget("ArrowRight", 0, 2)).toBe(1);
    expect(tabKeyTarget("ArrowRight", 1, 2)).toBe(0);
    expect(tabKeyTarget("ArrowLeft", 0, 2)).toBe(1);
    expect(tabKeyTarget("Home", 1, 3)).toBe(0);
    expect(tabKeyTarget("End", 0, 3)).toBe(2);
    expect(tabKeyTarget("ArrowDown", 0, 2)).toBeNull();
    expect(tabKeyTarget("Enter", 0, 2)).toBeNull();
    expect(tabKeyTarget("ArrowRight", 0, 0)).toBeNull();
  });
});
