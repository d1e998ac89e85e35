/**
 * One request of every kind a visitor or a client makes of a running site (pages, the three demos,
 * the assistant, contact, sign-up and login), for the scripts that load or check a whole server:
 * `npm run bench:memory` and the container check. Needs espeak-ng and sox (the spoken question) and
 * the food fixtures. Each client address is new (`x-forwarded-for`), so with TRUST_PROXY=1 no
 * per-address rate limit applies; without it, the limits of the site's defaults do.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** A short spoken word as 16 kHz mono WAV, made with espeak-ng and sox. */
function spokenWord(word) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "site-requests-"));
  try {
    const raw = path.join(scratch, "raw.wav");
    const wav = path.join(scratch, "question.wav");
    execFileSync("espeak-ng", ["-v", "en-us", "-s", "140", "-w", raw, word]);
    execFileSync("sox", [raw, "-r", "16000", "-c", "1", wav, "pad", "0.3", "0.3"]);
    return readFileSync(wav);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * `demos`: the kinds sent again and again (page, tts, recognition, food, assistant); `once`: the
 * kinds that write an account or an enquiry (contact, signup, login), sent once. Each resolves to
 * the fetch Response.
 */
export async function siteRequests(origin) {
  const wav = spokenWord("elephant");
  const photos = readdirSync("tests/fixtures/food")
    .filter((f) => /\.jpe?g$/i.test(f))
    .map((f) => readFileSync(path.join("tests/fixtures/food", f)));
  const csrfReply = await fetch(`${origin}/api/auth/csrf_cookie`);
  const csrfCookie = (csrfReply.headers.get("set-cookie") ?? "").split(";")[0];
  const csrf = { cookie: csrfCookie, "x-csrftoken": csrfCookie.split("=")[1] ?? "", origin };
  let address = 0;
  const nextAddress = () => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  const post = (route, contentType, body) =>
    fetch(`${origin}${route}`, {
      method: "POST",
      headers: { ...csrf, ...(contentType ? { "content-type": contentType } : {}), "x-forwarded-for": nextAddress() },
      body,
    });
  const account = `check${process.pid}${Date.now() % 100000}`;
  let counter = 0;
  const demos = {
    page: () => fetch(`${origin}${["/", "/bfsi", "/blogs/1", "/ourproducts"][counter++ % 4]}`, { headers: { "x-forwarded-for": nextAddress() } }),
    // a new sentence each time: the cache must not answer
    tts: () =>
      post(
        "/api/demos/textdemo",
        "application/json",
        JSON.stringify({ lang: "en_IN", text: `Your appointment number ${++counter} is confirmed for Monday at Pune.`, sRate: 0 }),
      ),
    recognition: () => {
      const form = new FormData();
      form.append("wavfile", new Blob([wav], { type: "audio/wav" }), "question.wav");
      form.append("phrases", JSON.stringify(["Dog", "Cow", "Sheep", "Horse", "Elephant", "Giraffe"]));
      return post("/api/demos/voicedemoupload", undefined, form);
    },
    food: () => post("/api/demos/photosdemo", "image/jpeg", photos[counter++ % photos.length]),
    assistant: () =>
      post(
        "/api/assistant",
        "application/json",
        JSON.stringify({ message: ["What can you do for banks?", "Do you have a voice bot for hospitals?", "How do I get an API key?"][counter++ % 3] }),
      ),
  };
  const once = {
    contact: () =>
      post(
        "/api/contact/contactus",
        "application/json",
        JSON.stringify({
          username: "Site Check",
          email: "check@example.com",
          phone: "+91 98220 55555",
          message: "A check's enquiry: please ignore.",
          companyname: "Check",
          currentUrl: `${origin}/`,
          submissionId: `check-${account}`,
        }),
      ),
    signup: () =>
      post(
        "/api/auth/signup",
        "application/json",
        JSON.stringify({ username: account, email: `${account}@example.com`, password: "correct horse battery", re_password: "correct horse battery" }),
      ),
    login: () => post("/api/auth/login", "application/json", JSON.stringify({ username: account, password: "correct horse battery" })),
  };
  return { demos, once };
}

/** Sends each kind once, in turn: "kind status time" for each, and the kinds that were not 2xx. */
export async function sendEachOnce(kinds) {
  const lines = [];
  const failed = [];
  for (const [kind, send] of Object.entries(kinds)) {
    const t0 = performance.now();
    const reply = await send();
    await reply.arrayBuffer();
    lines.push(`${kind} ${reply.status} ${(performance.now() - t0).toFixed(0)} ms`);
    if (!reply.ok) failed.push(`${kind} ${reply.status}`);
  }
  return { lines, failed };
}
