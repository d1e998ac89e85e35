/*
 * Browser side of the first-party analytics (SPEC §7): demo card audio events go to this site's
 * own endpoint with navigator.sendBeacon. No third-party tracker, no cookies, no user id.
 */
const ANALYTICS_ENDPOINT = "/api/analytics";

export type AudioEventName = "audio_play" | "audio_pause";

const CATEGORY: Record<AudioEventName, "Play" | "Pause"> = { audio_play: "Play", audio_pause: "Pause" };

/** Sends `audio_play` (category Play) or `audio_pause` (category Pause) with the audio source as label. */
export function trackAudioEvent(event: AudioEventName, source: string): void {
  if (typeof navigator === "undefined" || typeof navigator.sendBeacon !== "function") return;
  const body = JSON.stringify({
    event,
    category: CATEGORY[event],
    label: source,
    page: window.location.pathname,
  });
  // A string body goes out as text/plain: a beacon with any other type may be refused by the browser.
  try {
    navigator.sendBeacon(ANALYTICS_ENDPOINT, body);
  } catch {
    /* analytics never breaks the page */
  }
}
