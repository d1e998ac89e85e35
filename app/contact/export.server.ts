/**
 * Export of contact enquiries for the sales team (`npm run enquiries`). CSV cells that a
 * spreadsheet would run as a formula (= + - @, tab, CR at the start) get a leading apostrophe
 * (OWASP "CSV injection"); JSON is written as it is stored.
 */
import { asc, gte } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { contactEnquiries } from "~/db/schema";

const EXPORT_COLUMNS = [
  "id",
  "createdAt",
  "username",
  "email",
  "phone",
  "companyname",
  "designation",
  "message",
  "currentUrl",
  "userAgent",
  "submissionId",
  "verified",
] as const;

export interface ExportedEnquiry {
  id: string;
  createdAt: string;
  username: string;
  email: string;
  phone: string;
  companyname: string;
  designation: string | null;
  message: string;
  currentUrl: string | null;
  userAgent: string | null;
  submissionId: string;
  /** False: sent without the page's form token (decision 0070). */
  verified: boolean;
}

/** @public: `npm run enquiries` (scripts/ops/enquiries.mjs) loads this module at run time. */
export async function listEnquiries(db: Database, since: Date): Promise<ExportedEnquiry[]> {
  const rows = await db
    .select()
    .from(contactEnquiries)
    .where(gte(contactEnquiries.createdAt, since))
    .orderBy(asc(contactEnquiries.createdAt), asc(contactEnquiries.id));
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    username: r.username,
    email: r.email,
    phone: r.phone,
    companyname: r.companyname,
    designation: r.designation,
    message: r.message,
    currentUrl: r.currentUrl,
    userAgent: r.userAgent,
    submissionId: r.submissionId,
    verified: r.verified,
  }));
}

export function csvCell(value: string | null): string {
  if (value === null) return "";
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: ExportedEnquiry[]): string {
  const lines = [EXPORT_COLUMNS.join(",")];
  for (const row of rows) {
    lines.push(
      EXPORT_COLUMNS.map((c) => {
        const v = row[c];
        return csvCell(typeof v === "boolean" ? String(v) : v);
      }).join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** @public: scripts/ops/enquiries.mjs. */
export function toJson(rows: ExportedEnquiry[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}

/** `--since` accepts a date (YYYY-MM-DD, start of that day in UTC) or a full ISO timestamp. */
export function parseSince(value: string | undefined): Date | null {
  if (!value) return new Date(0);
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}
