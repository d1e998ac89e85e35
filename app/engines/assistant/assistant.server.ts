/**
 * The assistant engine the app uses, chosen by configuration like every engine (README.md): the
 * provider's hosted assistant when ASSISTANT_ENGINE_URL is set (it keeps its own index of the
 * site), else the local index over the passages the app makes of its content.
 */
import { getConfig, type ServerConfig } from "~/config.server";
import { LocalAssistantEngine, type LocalAssistantOptions } from "./local.server";
import { RemoteAssistantEngine } from "./remote.server";
import type { AssistantEngine } from "./types";

export async function createAssistantEngine(
  content: LocalAssistantOptions,
  config: ServerConfig["assistant"] = getConfig().assistant,
): Promise<AssistantEngine> {
  if (config.engine === "remote" && config.engineUrl) {
    return new RemoteAssistantEngine({
      url: config.engineUrl,
      key: config.engineKey,
      timeoutMs: config.timeoutMs,
      concurrency: config.concurrency,
      maxQueue: config.maxQueue,
    });
  }
  return LocalAssistantEngine.build(content);
}
