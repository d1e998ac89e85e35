/**
 * The API guide as plain data: built on the server (api-guide.server.ts) from the routes' zod
 * schemas, constants and configuration; rendered by the page; run by the curl test. No zod here,
 * so the page's browser bundle never carries it.
 */

export interface FieldDoc {
  name: string;
  /** Where the field goes: a JSON body key, a multipart form part, or a query parameter. */
  location: "json" | "form" | "file" | "query";
  /** Human type: "string", "number", "WAV file", "one of Yes, Somewhat, No"… */
  type: string;
  required: boolean;
  description: string;
  /** Limits read from the schema or the configuration ("at most 16 characters"). */
  constraints: string[];
  /** The default applied when the field is left out, as JSON text. */
  defaultValue?: string;
}

export interface ExampleDoc {
  /** Anchor-safe id, unique in the guide. */
  id: string;
  title: string;
  /** The exact shell command shown on the page (curl, with $KATHANA_API_KEY). */
  command: string;
  /** Status the command gets. */
  status: number;
  /** Content-Type of the answer (without parameters). */
  contentType: string;
  /** The answer as shown: pretty JSON, or a description of binary content. */
  response: string;
  /** JSON answers: keys whose real value replaces the documented one in later commands (ids). */
  captures?: string[];
  /** JSON answers: keys whose value must equal the documented one exactly (the rest is checked by type). */
  exact?: string[];
}

export interface ErrorDoc {
  status: number;
  /** The `error` text of the JSON answer; `{n}` stands for a number that varies. */
  message: string;
  when: string;
  /** A command that produces this error (run by the curl test); absent for load-dependent errors. */
  trigger?: string;
}

export interface EndpointDoc {
  /** Anchor id of the section. */
  id: string;
  name: string;
  method: "GET" | "POST";
  path: string;
  purpose: string;
  auth: string;
  contentType: string;
  fields: FieldDoc[];
  /** What the successful answer contains, one line per key. */
  responseFields: { name: string; type: string; description: string }[];
  examples: ExampleDoc[];
  errors: ErrorDoc[];
  rateLimit: string;
  notes: string[];
}

export interface ApiGuide {
  origin: string;
  /** Environment variable the examples read the key from. */
  keyVariable: string;
  authExample: ExampleDoc;
  commonErrors: ErrorDoc[];
  endpoints: EndpointDoc[];
  formats: { medium: string; accepted: string; limits: string }[];
  /** `command` makes the file (the curl test runs it too); `link` points to where one can be found. */
  sampleFiles: { name: string; how: string; command?: string; link?: { href: string; label: string } }[];
}
