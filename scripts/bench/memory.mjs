#!/usr/bin/env node
/**
 * Benchmark (not a test) of the server's memory, whole process tree (the server, the embedded
 * database's process, speech decoders, espeak-ng…), sampled every 50 ms from /proc:
 *   1. start: the peak from spawn until /readyz answers 200, and the time that took;
 *   2. first requests: one of every kind (pages, text to speech, recognition, food photo, the
 *      assistant, contact, sign-up and login), each kind's first-request time, the peak so far;
 *   3. idle: the tree 5 s and 60 s after that (engines let go of their models after 30 s idle);
 *   4. load: `--rounds` rounds (default 3) of `--requests` (default 200) requests of each demo kind,
 *      2 in flight; after each, the tree's memory every 5 s for 60 s: does it come back to idle?
 * Memory is the processes' proportional set size (PSS: a page shared by n processes counts 1/n),
 * summed; peaks are the largest sampled sum, and the sum of each process's own RSS high-water mark
 * (VmHWM: an upper bound, as shared pages count in each and the processes need not peak together).
 * Embedded defaults (PGlite, local engines) unless `-- --hosted URL` (a PostgreSQL to use);
 * `--remote-engines`: the four engines are hosted ones, played by scripts/lib/stand-in-engines.mjs
 * in this process (outside the measured tree; fixed replies, so only the site's own memory counts).
 * `--limit MB` (default 512; 0: none) runs the server in a memory control group of that size, as a
 * container would (needs a writable cgroup memory controller, e.g. as root; else it says so): Node
 * then sizes its heap from the limit, and the group's own peak (page cache included) and any
 * out-of-memory kill are printed.
 * Needs `npm run build`, espeak-ng and sox (to make the spoken question) and the food model.
 *   npm run bench:memory [-- --rounds 3 --requests 200 --limit 512 --kinds tts,food --hosted postgres://…]
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startProductionServer } from "../lib/production-server.mjs";
import { sendEachOnce, siteRequests } from "../lib/site-requests.mjs";
import { startStandInEngines } from "../lib/stand-in-engines.mjs";

const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
};
const rounds = Number(option("rounds", 3));
const perKind = Number(option("requests", 200));
const hosted = option("hosted", undefined);
const limitMb = Number(option("limit", 512));
const remoteEngines = process.argv.includes("--remote-engines") ? await startStandInEngines() : null;
const onlyKinds = option("kinds", undefined)?.split(","); // e.g. --kinds tts,food: the load rounds send only these
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

// ---------------------------------------------------------------------------------------------
// The process tree, from /proc

function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
function tree(root) {
  const all = [root];
  for (let i = 0; i < all.length; i++) all.push(...childrenOf(all[i]));
  return all;
}
/** `rss` is the proportional set size: a page shared by n processes (Node's own code) counts 1/n. */
function status(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
    const pss = Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))?.[1] ?? 0);
    return { rss: pss, hwm: field("VmHWM"), name: /Name:\s+(\S+)/.exec(text)?.[1] ?? "?" };
  } catch {
    return null; // gone between the listing and the read
  }
}

/** Samples the tree every 50 ms; `peak` is the largest sum of RSS seen, `hwm` each pid's high-water mark. */
function watch(root) {
  const hwm = new Map();
  let peak = 0;
  let overall = 0;
  let current = 0;
  const sample = () => {
    let sum = 0;
    for (const pid of tree(root)) {
      const s = status(pid);
      if (!s) continue;
      sum += s.rss;
      hwm.set(pid, { kb: Math.max(hwm.get(pid)?.kb ?? 0, s.hwm), name: s.name });
    }
    current = sum;
    peak = Math.max(peak, sum);
    overall = Math.max(overall, sum);
  };
  const timer = setInterval(sample, 50);
  sample();
  return {
    get current() {
      sample();
      return current;
    },
    get peak() {
      return peak;
    },
    get overall() {
      return overall;
    },
    hwmSum: () => [...hwm.values()].reduce((sum, { kb }) => sum + kb, 0),
    byProcess: () =>
      tree(root)
        .map((pid) => ({ pid, ...status(pid) }))
        .filter((p) => p.name)
        .map((p) => `${p.name}(${p.pid}) ${mb(p.rss)}`)
        .join(", "),
    resetPeak() {
      peak = current;
    },
    stop: () => clearInterval(timer),
  };
}

// ---------------------------------------------------------------------------------------------
// A memory control group (cgroup v2, or v1's memory controller) under this process's own

/** A control group is removed with rmdir (its files are the kernel's); gone or busy is left be. */
function removeGroup(dir) {
  try {
    rmdirSync(dir);
  } catch {
    /* never made, or a process still leaving it */
  }
}

function makeMemoryGroup(megabytes) {
  const own = readFileSync("/proc/self/cgroup", "utf8").split("\n");
  const v1 = own.find((line) => /^\d+:memory:/.test(line))?.split(":")[2];
  const v2 = own.find((line) => line.startsWith("0::"))?.slice(3);
  const candidates = [
    v1 !== undefined && {
      dir: path.join("/sys/fs/cgroup/memory", v1, `bench-memory-${process.pid}`),
      limit: "memory.limit_in_bytes",
      peak: "memory.max_usage_in_bytes",
      events: "memory.oom_control",
    },
    v2 !== undefined && {
      dir: path.join("/sys/fs/cgroup", v2, `bench-memory-${process.pid}`),
      limit: "memory.max",
      peak: "memory.peak",
      events: "memory.events",
    },
  ].filter(Boolean);
  for (const group of candidates) {
    try {
      mkdirSync(group.dir);
      writeFileSync(path.join(group.dir, group.limit), String(megabytes * 1024 * 1024));
      if (existsSync(path.join(group.dir, "memory.swap.max"))) writeFileSync(path.join(group.dir, "memory.swap.max"), "0");
      return {
        procs: path.join(group.dir, "cgroup.procs"),
        peakKb: () => Number(readFileSync(path.join(group.dir, group.peak), "utf8")) / 1024,
        oomKills: () => Number(/oom_kill (\d+)/.exec(readFileSync(path.join(group.dir, group.events), "utf8"))?.[1] ?? 0),
        remove: () => removeGroup(group.dir),
      };
    } catch {
      removeGroup(group.dir); // not writable here (or no such controller): try the next kind
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The server

const group = limitMb > 0 ? makeMemoryGroup(limitMb) : null;
if (limitMb > 0 && !group) console.log(`no writable memory control group here: the ${limitMb} MB limit is not applied`);
const startedAt = performance.now();
const server = await startProductionServer({
  startTimeoutMs: 120_000,
  cgroupProcs: group?.procs,
  env: {
    TRUST_PROXY: "1", // each request names its own client address, so no per-address limit applies
    FOOD_DEMO_RATE_LIMIT: "100000000",
    VOICE_RATE_LIMIT: "100000000",
    TEXTDEMO_LIMIT_PER_MINUTE: "100000000",
    CONTACT_RATE_LIMIT: "100000000",
    CONTACT_UNVERIFIED_RATE_LIMIT: "100000000",
    // With a shared database the server wants the instances' shared secret (decision 0023).
    ...(hosted ? { DATABASE_URL: hosted, SIGNING_SECRET: process.env.SIGNING_SECRET ?? randomBytes(32).toString("base64") } : { DATABASE_URL: undefined }),
    ...remoteEngines?.env,
  },
});
const watcher = watch(server.child.pid);
process.on("exit", () => server.kill());
const { origin } = server;
for (let i = 0; i < 1200; i++) {
  const ready = await fetch(`${origin}/readyz`).then(
    (r) => r.ok,
    () => false,
  );
  if (ready) break;
  await sleep(100);
}
const readyMs = performance.now() - startedAt;
// Which malloc the server runs on (server/start.sh picks jemalloc when the system has it).
const allocator = readFileSync(`/proc/${server.child.pid}/maps`, "utf8").includes("libjemalloc") ? "jemalloc" : "glibc malloc";
console.log(
  `profile: ${hosted ? "hosted database" : "embedded database"}, ${remoteEngines ? "hosted engines (stand-in)" : "local engines"} · Node ${process.versions.node} · ${allocator} · ${os.cpus().length} CPUs · ` +
    (group ? `in a ${limitMb} MB memory control group` : "no memory limit"),
);
console.log(
  `1. start: /readyz 200 after ${(readyMs / 1000).toFixed(1)} s; peak ${mb(watcher.peak)} (sum of high-water marks ${mb(watcher.hwmSum())}); now ${mb(watcher.current)}`,
);
console.log(`   ${watcher.byProcess()}`);

const { demos: kinds, once: onceOnly } = await siteRequests(origin);

const firsts = await sendEachOnce({ ...kinds, ...onceOnly });
console.log(`2. first request of each kind: ${firsts.lines.join(" · ")}`);
if (firsts.failed.length) console.log(`   ! not 2xx: ${firsts.failed.join(", ")}`);
console.log(`   peak from start through these: ${mb(watcher.peak)} (sum of high-water marks ${mb(watcher.hwmSum())})`);
await sleep(5_000);
console.log(`3. 5 s later: ${mb(watcher.current)} — ${watcher.byProcess()}`);
await sleep(55_000);
const idle = watcher.current;
console.log(`   idle (60 s later; idle engines have let go): ${mb(idle)} — ${watcher.byProcess()}`);

for (let round = 1; round <= rounds; round++) {
  watcher.resetPeak();
  const t0 = performance.now();
  let failed = 0;
  for (const [kind, send] of Object.entries(kinds)) {
    if (onlyKinds && !onlyKinds.includes(kind)) continue;
    let left = perKind;
    const worker = async () => {
      while (left-- > 0) {
        try {
          const reply = await send();
          await reply.arrayBuffer();
          if (!reply.ok) failed++;
        } catch {
          failed++;
        }
      }
    };
    await Promise.all([worker(), worker()]);
  }
  const after = watcher.current;
  const seconds = (performance.now() - t0) / 1000;
  const trail = [];
  for (let s = 5; s <= 60; s += 5) {
    await sleep(5_000);
    trail.push(`${s}s ${(watcher.current / 1024).toFixed(0)}`);
  }
  const settled = watcher.current;
  console.log(
    `4.${round} ${perKind} × ${onlyKinds?.length ?? Object.keys(kinds).length} kinds in ${seconds.toFixed(0)} s (${failed} failed): ` +
      `peak ${mb(watcher.peak)}, at the end ${mb(after)}; then MB ${trail.join(", ")}; ` +
      `after 60 s ${mb(settled)} = ${((settled / idle - 1) * 100).toFixed(0)} % from idle`,
  );
  console.log(`   ${watcher.byProcess()}`);
}
console.log(`whole run: peak ${mb(watcher.overall)} sampled; per-process high-water marks sum to ${mb(watcher.hwmSum())}`);
const alive = server.child.exitCode === null && server.child.signalCode === null;
if (group) {
  console.log(
    `control group: peak ${mb(group.peakKb())} (page cache included), out-of-memory kills ${group.oomKills()}; server ${alive ? "still running" : "gone"}`,
  );
}
server.kill();
await server.exited;
group?.remove();
watcher.stop();
remoteEngines?.close();
process.exit(0);
