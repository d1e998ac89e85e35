/**
 * Gate for the demo APIs (SPEC §7 /api/demos/*), for the demo issues to call first thing in their
 * actions. Two kinds of caller:
 *  - scripts with `Authorization: Bearer kth_…`: the key must be valid (401 otherwise); no CSRF
 *    check, since a bearer header is never sent by a browser on its own; limited per key;
 *  - the site's own pages: CSRF as for every state-changing call; limited per client address.
 * Throws an AppError (401 / 403 / 429).
 */
import type { AppLoadContext } from "@remix-run/node";
import { requireApiKey, type ApiKeyPrincipal } from "./api-keys.server";
import { verifyCsrf } from "./csrf.server";
import { clientAddress, type Fields } from "~/http/request.server";
import { enforceRateLimits } from "./rate-limit.server";

export interface DemoLimits {
  /** e.g. "tts", "photo": the rate-limit bucket of this demo. */
  name: string;
  perClient: { limit: number; windowMs: number };
  perKey: { limit: number; windowMs: number };
}

/** A demo's limits counted per minute, per client address and per API key (the configuration's `*PerMinute`). */
export function perMinuteLimits(name: string, { perClientPerMinute, perKeyPerMinute }: { perClientPerMinute: number; perKeyPerMinute: number }): DemoLimits {
  return { name, perClient: { limit: perClientPerMinute, windowMs: 60_000 }, perKey: { limit: perKeyPerMinute, windowMs: 60_000 } };
}

export type DemoCaller = { kind: "api-key"; principal: ApiKeyPrincipal } | { kind: "browser"; client: string };

export async function checkDemoAccess(
  request: Request,
  context: AppLoadContext | undefined,
  limits: DemoLimits,
  /** Parsed text fields of a plain form post, for the hidden csrftoken field. */
  fields?: Fields,
): Promise<DemoCaller> {
  if (request.headers.has("authorization")) {
    const principal = await requireApiKey(request);
    await enforceRateLimits([{ name: `demo:${limits.name}:key`, subject: principal.keyId, ...limits.perKey }]);
    return { kind: "api-key", principal };
  }
  verifyCsrf(request, fields);
  const client = clientAddress(context);
  await enforceRateLimits([{ name: `demo:${limits.name}:client`, subject: client, ...limits.perClient }]);
  return { kind: "browser", client };
}
