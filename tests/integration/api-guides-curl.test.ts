/**
 * Issue 10 "Must show": every curl example of /developers/api-guides runs against a test server and
 * gets the documented answer. The production server (after `npm run build`) starts on 127.0.0.1
 * with its public origin set to itself, so the guide's commands point at it; a real account and API
 * key are made through the site's own API; sample.wav (espeak-ng) and sample.jpg (a fixture photo)
 * sit in the folder the commands run in. Each command runs as rendered, with the real `curl`, and is
 * checked: status, content type, exact values where the guide promises them, and the shape (keys and
 * JSON types) of the documented answer. Every documented error with a trigger is run too and must
 * answer its status and exact text. The commands are read from the page's loader data and checked
 * to be the same text the HTML shows.
 */
import { execFile, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiGuide, ErrorDoc, ExampleDoc } from "~/developers/api-guide.types";
import { startProductionServer, type ProductionServer } from "../../scripts/lib/production-server.mjs";

let origin = "";
let server: ProductionServer | undefined;
let workDir = "";
let apiKey = "";
let guide: ApiGuide;
let html = "";
/** Documented example ids → the real ones of this run (AudioFile, photoId). */
const substitutions = new Map<string, string>();

function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

function keep(jar: Map<string, string>, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const eq = pair!.indexOf("=");
    jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
  }
}

/** A new account and its API key, through the same calls a developer's browser makes. */
async function createApiKey(): Promise<string> {
  const jar = new Map<string, string>();
  keep(jar, await fetch(`${origin}/api/auth/csrf_cookie`));
  const name = `guide${Date.now().toString(36)}`;
  const headers = () => ({ "content-type": "application/json", cookie: cookieHeader(jar), "x-csrftoken": jar.get("csrftoken")!, origin });
  const signup = await fetch(`${origin}/api/auth/signup`, {
    method: "POST",
    headers: headers(),
    body: JSON.stringify({ username: name, email: `${name}@example.com`, password: "correct horse battery", re_password: "correct horse battery" }),
  });
  expect(signup.ok, await signup.clone().text()).toBe(true);
  keep(jar, signup);
  const reply = await fetch(`${origin}/api/developers/GetAPIKey`, { headers: headers() });
  const body = (await reply.json()) as { key: string | null };
  expect(reply.status).toBe(200);
  expect(body.key).toMatch(/^kth_/);
  return body.key!;
}

interface CurlResult {
  status: number;
  contentType: string;
  /** Response headers by lower-case name (curl's %{header_json}). */
  headers: Record<string, string[]>;
  body: string;
}

const MARK = "@@curl-result@@";

/** Runs one command of the guide with bash and the real curl; only this test's server is reachable. */
async function run(command: string): Promise<CurlResult> {
  let text = command;
  for (const [from, to] of substitutions) text = text.replaceAll(from, to);
  const urls = text.match(/https?:\/\/[^\s"'\\]+/g) ?? [];
  expect(urls.length, text).toBeGreaterThan(0);
  for (const u of urls) expect(u.startsWith(`${origin}/`), `${u} is not the test server`).toBe(true);
  const script = `${text} --max-time 60 -w '\\n${MARK}%{http_code}\\t%{content_type}\\n%{header_json}'`;
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      "bash",
      ["-c", script],
      {
        cwd: workDir,
        env: { PATH: process.env.PATH, HOME: workDir, NODE_ENV: "test", KATHANA_API_KEY: apiKey },
        encoding: "utf8",
        timeout: 90_000,
        maxBuffer: 8 << 20,
      },
      (error, out, err) => (error ? reject(new Error(`${script}\n${err}`)) : resolve(out)),
    );
  });
  const at = stdout.lastIndexOf(`\n${MARK}`);
  expect(at, stdout).toBeGreaterThanOrEqual(0);
  const tail = stdout.slice(at + MARK.length + 1);
  const newline = tail.indexOf("\n");
  const [status, contentType = ""] = tail.slice(0, newline).split("\t");
  const headers = JSON.parse(tail.slice(newline + 1)) as Record<string, string[]>;
  return { status: Number(status), contentType: contentType.split(";")[0]!.trim(), headers, body: stdout.slice(0, at) };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function kind(value: Json): string {
  if (value === null) return "null";
  return Array.isArray(value) ? "array" : typeof value;
}

/** The real answer has the documented keys with the documented JSON types (arrays: by their first item). */
function expectSameShape(real: Json, documented: Json, at: string) {
  // A documented null may be a string in a real answer (nullable fields, e.g. label).
  if (documented === null) return;
  expect(kind(real), `${at}: ${JSON.stringify(real)}`).toBe(kind(documented));
  if (Array.isArray(documented) && Array.isArray(real)) {
    if (documented.length > 0) {
      expect(real.length, at).toBeGreaterThan(0);
      documented.forEach((item, i) => i < real.length && expectSameShape(real[i]!, item, `${at}[${i}]`));
    }
  } else if (documented && typeof documented === "object" && real && typeof real === "object" && !Array.isArray(real)) {
    const realObject = real as Record<string, Json>;
    expect(Object.keys(realObject).sort(), at).toEqual(Object.keys(documented).sort());
    for (const [key, value] of Object.entries(documented)) expectSameShape(realObject[key]!, value, `${at}.${key}`);
  }
}

/** "prediction[0].item", "[0]", "(body)" → that value. */
function pick(value: Json, keyPath: string): Json {
  if (keyPath === "(body)") return value;
  let current: Json = value;
  for (const part of keyPath.match(/[^.[\]]+/g) ?? []) {
    current = (current as Record<string, Json>)[/^\d+$/.test(part) ? Number(part) : part] as Json;
  }
  return current;
}

async function checkExample(example: ExampleDoc) {
  const result = await run(example.command);
  expect(result.status, `${example.id}: ${result.body}`).toBe(example.status);
  expect(result.contentType, example.id).toBe(example.contentType);
  // Headers the guide lists among the answer's keys are really sent.
  for (const field of endpointOf(example)?.responseFields ?? []) {
    if (field.type === "header") expect(result.headers[field.name.toLowerCase()], `${example.id} ${field.name}`).toBeDefined();
  }
  if (example.contentType !== "application/json") {
    // Binary answers are written by -o to a file named in the command.
    const file = /-o (\S+)/.exec(example.command)?.[1];
    expect(file, `${example.id} saves its answer with -o`).toBeDefined();
    const bytes = readFileSync(path.join(workDir, file!));
    expect(bytes.byteLength).toBeGreaterThan(1_000);
    if (example.contentType === "audio/mpeg") expect(bytes[0] === 0xff || bytes.subarray(0, 3).toString() === "ID3").toBe(true);
    return;
  }
  const real = JSON.parse(result.body) as Json;
  const documented = JSON.parse(example.response) as Json;
  expectSameShape(real, documented, example.id);
  for (const key of example.exact ?? []) expect(pick(real, key), `${example.id} ${key}`).toEqual(pick(documented, key));
  for (const key of example.captures ?? []) substitutions.set(String(pick(documented, key)), String(pick(real, key)));
}

function endpointOf(example: ExampleDoc) {
  return guide.endpoints.find((e) => e.examples.includes(example));
}

function messagePattern(message: string): RegExp {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\{n\\\}/g, "[\\d,.]+");
  return new RegExp(`^${escaped}$`);
}

async function checkError(error: ErrorDoc) {
  const result = await run(error.trigger!);
  expect(result.status, `${error.message}: ${result.body}`).toBe(error.status);
  const body = JSON.parse(result.body) as { success: boolean; error: string };
  expect(body.success).toBe(false);
  expect(body.error).toMatch(messagePattern(error.message));
}

function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

beforeAll(async () => {
  expect(existsSync("build/index.js"), "run `npm run build` first").toBe(true);
  workDir = mkdtempSync(path.join(os.tmpdir(), "api-guides-curl-"));
  // Start-up loads the database, content and three engines: up to 60 s on a loaded machine.
  server = await startProductionServer({
    dataDir: mkdtempSync(path.join(os.tmpdir(), "api-guides-server-")),
    startTimeoutMs: 60_000,
    captureOutput: true,
  });
  origin = server.origin;

  apiKey = await createApiKey();
  const data = await fetch(`${origin}/developers/api-guides?_data=routes%2Fdevelopers.api-guides`);
  expect(data.status).toBe(200);
  guide = ((await data.json()) as { guide: ApiGuide }).guide;
  // The sample files: made by the guide's own commands where it gives one, else a fixture photo.
  for (const file of guide.sampleFiles) {
    if (!file.command) continue;
    const made = spawnSync("bash", ["-c", file.command], { cwd: workDir, timeout: 20_000 });
    expect(made.status, `${file.command}: ${String(made.stderr)}`).toBe(0);
  }
  expect(existsSync(path.join(workDir, "sample.wav"))).toBe(true);
  copyFileSync("tests/fixtures/food/banana-E010.jpeg", path.join(workDir, "sample.jpg"));
  html = await (await fetch(`${origin}/developers/api-guides`)).text();
}, 120_000);

afterAll(() => {
  server?.kill("SIGKILL");
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe("API guide curl examples", () => {
  it("point at the site's public origin and are shown on the page exactly as run", () => {
    expect(guide.origin).toBe(origin);
    const shown = [...html.matchAll(/<code id="[^"]+-command">([\s\S]*?)<\/code>/g)].map((m) => decodeHtml(m[1]!));
    for (const file of guide.sampleFiles) if (file.command) expect(html).toContain(file.command.replaceAll('"', "&quot;"));
    const examples = [guide.authExample, ...guide.endpoints.flatMap((e) => e.examples)];
    expect(shown.sort()).toEqual(examples.map((e) => e.command).sort());
  });

  it("every endpoint's examples get the documented status and answer", async () => {
    for (const endpoint of guide.endpoints) {
      for (const example of endpoint.examples) await checkExample(example);
    }
  }, 240_000);

  it("the authentication example is refused as documented", async () => {
    await checkExample(guide.authExample);
  });

  it("every documented error with a trigger answers its status and exact text", async () => {
    const errors = [...guide.commonErrors, ...guide.endpoints.flatMap((e) => e.errors)].filter((e) => e.trigger);
    expect(errors.length).toBeGreaterThan(20);
    for (const error of errors) await checkError(error);
  }, 240_000);
});
