/**
 * The provider's hosted conversational engine (Kathana Assist as a service) over HTTP:
 * POST {url}/answer with `{ question, memory }`, answered with the same reply the local engine
 * gives. Contract: README.md in this folder. Same interface, typed errors (503), concurrency cap
 * and time limit as the other engines; an answer that breaks the contract is `unavailable`.
 */
import { z } from "zod";
import { EngineLimiter } from "../limiter";
import type { RemoteEngineEndpoint } from "../engine-options";
import { RemoteEngineClient, type RemoteFailure } from "../remote-engine.server";
import { AssistantEngineError } from "./errors";
import type { AssistantEngine, AssistantMemory, AssistantReply } from "./types";

const words = z.array(z.string().max(40)).max(8);
const sitePath = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)/, "a site-relative URL");
const reply = z.object({
  answer: z.string().min(1).max(1_000),
  sources: z.array(z.object({ title: z.string().min(1).max(200), url: sitePath })).max(3),
  declined: z.boolean(),
  actions: z.array(z.object({ kind: z.enum(["demo", "sales", "article"]), label: z.string().min(1).max(60), url: sitePath })).max(4),
  memory: z.object({ intent: words, subject: words }).nullable(),
});

function assistantError(failure: RemoteFailure, cause?: unknown): AssistantEngineError {
  if (failure.kind === "timeout")
    return new AssistantEngineError("timeout", `The assistant did not answer within ${failure.timeoutMs} ms; please try again.`, { cause });
  if (failure.kind === "unreachable")
    return new AssistantEngineError("unavailable", "The assistant cannot be reached right now; please try again in a moment.", { cause });
  if (failure.category === "busy") return new AssistantEngineError("busy", "The assistant is busy; please try again in a moment.");
  return new AssistantEngineError("unavailable", `The assistant failed (${failure.status}); please try again in a moment.`);
}

export class RemoteAssistantEngine implements AssistantEngine {
  readonly kind = "remote" as const;
  private readonly client: RemoteEngineClient<AssistantEngineError>;
  private readonly limiter: EngineLimiter;

  constructor(endpoint: RemoteEngineEndpoint) {
    this.client = new RemoteEngineClient(endpoint, 5_000, assistantError);
    this.limiter = new EngineLimiter(
      { concurrency: endpoint.concurrency ?? 4, maxQueue: endpoint.maxQueue ?? 32, timeoutMs: this.client.timeoutMs },
      {
        busy: () => new AssistantEngineError("busy", "The assistant is busy; please try again in a moment."),
        timeout: (ms) => new AssistantEngineError("timeout", `The assistant did not answer within ${ms} ms; please try again.`),
      },
    );
  }

  async answer(question: string, memory?: AssistantMemory): Promise<AssistantReply> {
    return this.limiter.run(async (signal) => {
      const response = await this.client.send(
        "/answer",
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ question, memory: memory ?? null }) },
        signal,
      );
      const parsed = reply.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new AssistantEngineError("unavailable", "The assistant sent an unexpected answer.");
      return parsed.data;
    });
  }
}
