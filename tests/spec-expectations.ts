/**
 * Texts SPEC.md fixes that several test layers check (the seed, the loaders, the pages): written
 * once here so the layers cannot drift apart from each other.
 */

/** SPEC §2 "Industry use-case pages": the BFSI page's demo cards, in order. */
export const BFSI_PAGE_DEMOS = ["Loan EMI Reminder", "Document Reminder", "e-Mandate", "NACH", "NPS Survey", "Customer Onboarding"];

/** SPEC §2: each industry page's call flows by slug; the first is the default tab. */
export const INDUSTRY_FLOW_LABELS: Record<string, string[]> = {
  bfsi: ["Payment Reminder", "Loan Requirement"],
  fmcg: ["Non-Delivery Update"],
  automobiles: ["Test Drive Booking"],
  quickservicerestaurants: ["Pizza Ordering"],
  healthcare: ["Blood Test Booking"],
  travelandhospitality: ["Flight Booking"],
};

/** SPEC §2 "Home page sections": the eight Why cards. */
export const WHY_TITLES = [
  "Multimodal (Text, Voice, Image)",
  "Multilingual (Hindi, English, Bengali, etc.)",
  "Conversational AI",
  "Hybrid Bot-Human",
  "Secure",
  "Browser-based",
  "Instant Recordings",
  "Customized Analytics (helps in fraud detection)",
];
