import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/*
 * Scripts start loading after the first paint (issue 16, decision 0029). Remix's <Scripts /> puts
 * ~20 modulepreload links and a module script at the end of the body; the browser fetches them all
 * at once, and on a slow phone connection they share the line with the stylesheet and the banner
 * image, so the page paints later than it needs to (Lighthouse: FCP 2.2 s with them, 0.9 s without).
 *
 * This rewrites only the tail of the document that <Scripts /> wrote:
 * - each `rel="modulepreload"` becomes `rel="x-modulepreload"` (inert);
 * - the module script becomes `type="text/x-remix-boot"` (inert, so not fetched or run);
 * - the classic context script (`window.__remixContext = …`) gets a few lines that, one frame
 *   after the first paint, turn the links back into modulepreloads, one link a task (starting a
 *   request costs the main thread 1–16 ms here; all ~20 in one task made a 33–53 ms task, a long
 *   task on a phone), and then re-insert the module script in place as a module, which runs
 *   exactly as Remix wrote it.
 * The elements stay where React expects them (same tags, same order), so hydration matches; the
 * changed attributes are on elements Remix marks `suppressHydrationWarning` or are not compared.
 */

const PRELOAD = '<link rel="modulepreload"';
const BOOT_TYPE = "text/x-remix-boot";

/** Runs in the browser: after the first paint, start the preloads one a task, then the app as Remix wrote it. */
export const BOOT_SCRIPT = `;requestAnimationFrame(function(){var d=document,l=[].slice.call(d.querySelectorAll('link[rel="x-modulepreload"]'));setTimeout(function n(){var x=l.shift();if(x){x.rel="modulepreload";setTimeout(n)}else{var s=d.querySelector('script[type="${BOOT_TYPE}"]');if(s){s.type="module";s.parentNode.insertBefore(s,s.nextSibling)}}})});`;

/** The tail of the document from the first modulepreload link, rewritten (see above). */
export function deferScriptsInTail(tail: string): string {
  const contextStart = tail.indexOf("window.__remixContext");
  const moduleTag = /<script([^>]*) type="module"([^>]*)>/.exec(tail);
  // Not the document <Scripts /> writes (an error page without scripts, a change in Remix): as is.
  if (contextStart === -1 || !moduleTag || moduleTag.index < contextStart) return tail;
  const contextEnd = tail.indexOf("</script>", contextStart);
  if (contextEnd === -1 || contextEnd > moduleTag.index) return tail;
  const bootTag = `<script${moduleTag[1]} type="${BOOT_TYPE}"${moduleTag[2]}>`;
  return (
    tail.slice(0, contextEnd).replaceAll(PRELOAD, '<link rel="x-modulepreload"') +
    BOOT_SCRIPT +
    tail.slice(contextEnd, moduleTag.index) +
    bootTag +
    tail.slice(moduleTag.index + moduleTag[0].length)
  );
}

/**
 * A stream transform for a rendered document: passes everything before the first modulepreload
 * link through as it comes, holds the tail (the scripts, a few KB) and rewrites it at the end.
 */
export function scriptsAfterFirstPaint(): Transform {
  let pending = "";
  let inTail = false;
  // A character split across two chunks is joined before it is read.
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      const text = pending + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      if (inTail) {
        pending = text;
        return callback();
      }
      const at = text.indexOf(PRELOAD);
      if (at !== -1) {
        inTail = true;
        pending = text.slice(at);
        return callback(null, text.slice(0, at));
      }
      // Keep a marker's length back: it may be split across two chunks.
      const keep = Math.min(text.length, PRELOAD.length - 1);
      pending = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep));
    },
    flush(callback: TransformCallback) {
      const rest = pending + decoder.end();
      callback(null, inTail ? deferScriptsInTail(rest) : rest);
    },
  });
}
