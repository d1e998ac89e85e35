/**
 * Voice demo categories (SPEC §6 "Voice demo category": id, categoryName, Default, newAdded), kept in
 * localStorage under `category` so added categories and phrases survive a reload.
 */
const STORAGE_KEY = "category";

export interface VoiceCategory {
  id: string;
  categoryName: string;
  /** The built-in phrases (from content); empty for a category the visitor added. */
  Default: string[];
  /** Phrases the visitor added. */
  newAdded: string[];
}

export interface BuiltInCategory {
  _id: string;
  categoryName: string;
  phrases: string[] | null;
}

function isStored(value: unknown): value is VoiceCategory {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  const strings = (a: unknown) => Array.isArray(a) && a.every((x) => typeof x === "string");
  return typeof v.id === "string" && typeof v.categoryName === "string" && strings(v.Default) && strings(v.newAdded);
}

export function builtInCategories(builtIn: BuiltInCategory[]): VoiceCategory[] {
  return builtIn.map((c) => ({ id: c._id, categoryName: c.categoryName, Default: c.phrases ?? [], newAdded: [] }));
}

/** The built-in categories (current content) with the visitor's additions from storage. */
export function restoreCategories(builtIn: BuiltInCategory[], stored: string | null): VoiceCategory[] {
  const base = builtInCategories(builtIn);
  if (!stored) return base;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return base;
  }
  if (!Array.isArray(parsed)) return base;
  const saved = parsed.filter(isStored);
  const merged = base.map((c) => {
    const match = saved.find((s) => s.id === c.id);
    return match ? { ...c, newAdded: match.newAdded } : c;
  });
  const builtInIds = new Set(base.map((c) => c.id));
  return [...merged, ...saved.filter((s) => !builtInIds.has(s.id)).map((s) => ({ ...s, Default: [] }))];
}

export function loadCategories(builtIn: BuiltInCategory[]): VoiceCategory[] {
  try {
    return restoreCategories(builtIn, window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return builtInCategories(builtIn); // storage blocked (private mode, policy)
  }
}

export function saveCategories(categories: VoiceCategory[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(categories));
  } catch {
    // storage full or blocked: the additions last for this visit only
  }
}

export function newCategoryId(): string {
  return `custom-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Every phrase of a category, for the recogniser's list. */
export function phrasesOf(category: VoiceCategory | undefined): string[] {
  if (!category) return [];
  return [...category.Default, ...category.newAdded].map((p) => p.trim()).filter((p) => p !== "");
}
