/*
 * Pure helpers for the call-flow diagrams and their tabs (no React, no browser APIs), so the shape
 * of a drawn flow is unit-tested apart from its markup.
 */

export type Speaker = "bot" | "customer" | "system";

export interface FlowStepInput {
  _key: string;
  speaker: Speaker;
  text: string;
  branch?: string | null;
}

export interface FlowStep {
  key: string;
  speaker: Speaker;
  text: string;
}

interface FlowBranch {
  /** The condition as the editor wrote it ("If the customer will pay on time"). */
  condition: string;
  steps: FlowStep[];
}

/**
 * One row of the drawn flow: a step every call goes through, or a decision whose branches run
 * side by side and join again at the next common step.
 */
export type FlowRow =
  | { kind: "step"; key: string; step: FlowStep }
  | { kind: "decision"; key: string; branches: FlowBranch[]; /** true when a single branch may be skipped */ optional: boolean };

export const SPEAKER_LABELS: Record<Speaker, string> = {
  bot: "Bot",
  customer: "Customer",
  system: "System",
};

/**
 * Groups the editor's ordered steps into rows. A run of consecutive steps that carry a branch
 * condition becomes one decision; within the run, steps with the same condition form one branch in
 * order of first appearance (so "A, B, A" still draws two branches). A decision with a single
 * branch is optional: the other path goes straight on to the next step.
 */
export function flowRows(steps: readonly FlowStepInput[]): FlowRow[] {
  const rows: FlowRow[] = [];
  let open: Extract<FlowRow, { kind: "decision" }> | null = null;

  for (const input of steps) {
    const step: FlowStep = { key: input._key, speaker: input.speaker, text: input.text.trim() };
    const condition = input.branch?.trim();
    if (!condition) {
      open = null;
      rows.push({ kind: "step", key: step.key, step });
      continue;
    }
    if (!open) {
      open = { kind: "decision", key: `decision-${step.key}`, branches: [], optional: true };
      rows.push(open);
    }
    let branch = open.branches.find((b) => b.condition === condition);
    if (!branch) {
      branch = { condition, steps: [] };
      open.branches.push(branch);
    }
    branch.steps.push(step);
    open.optional = open.branches.length === 1;
  }
  return rows;
}

/** Number of steps in the flow (every step, on every branch). */
export function stepCount(rows: readonly FlowRow[]): number {
  return rows.reduce((n, row) => n + (row.kind === "step" ? 1 : row.branches.reduce((m, b) => m + b.steps.length, 0)), 0);
}

/** URL value of a tab (`?flow=loan-requirement`): its label in lower-case words joined by dashes. */
export function flowSlug(label: string): string {
  return (
    label
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "flow"
  );
}

/**
 * The tab to show: the one named by `?flow=`, else the tab marked default, else the first.
 * An unknown value falls back quietly (old links keep working after a tab is renamed).
 */
export function selectedTabIndex(tabs: readonly { label: string; isDefault: boolean }[], requested: string | null): number {
  if (requested) {
    const named = tabs.findIndex((tab) => flowSlug(tab.label) === requested);
    if (named >= 0) return named;
  }
  const fallback = tabs.findIndex((tab) => tab.isDefault);
  return fallback >= 0 ? fallback : 0;
}

/**
 * Roving focus in a horizontal tablist (WAI-ARIA APG): Left/Right wrap, Home/End jump; other keys,
 * Up/Down included, are left to the page. Returns the index to move to, or null.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
