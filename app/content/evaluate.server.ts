/**
 * GROQ evaluated in this process with groq-js over a set of documents: the embedded dataset, and
 * the hosted one in a language other than the default (hosted.server.ts). Parsed queries are kept.
 */
import { evaluate, parse } from "groq-js";
import type { SanityDocument } from "./dataset.server";

type ParsedQuery = ReturnType<typeof parse>;
// groq-js 2 ships incomplete type declarations for evaluate(); this is the part we use.
type EvaluatedValue = { get(): Promise<unknown> };

const MAX_PARSED = 500;

/** Documents by id, for references. */
export interface DocumentSet {
  docs: SanityDocument[];
  byId: Map<string, SanityDocument>;
}

export const documentSet = (docs: SanityDocument[]): DocumentSet => ({ docs, byId: new Map(docs.map((d) => [d._id, d] as const)) });

export class QueryEvaluator {
  private readonly parsed = new Map<string, ParsedQuery>();

  async evaluate<T>(query: string, { docs, byId }: DocumentSet, params: Record<string, unknown>): Promise<T> {
    const value = (await evaluate(this.parse(query), {
      dataset: docs,
      params,
      // An id index instead of groq-js's scan of the whole dataset for every `->`.
      dereference: ({ _ref }: { _ref: string }) => byId.get(_ref) ?? null,
    })) as EvaluatedValue;
    return (await value.get()) as T;
  }

  clear(): void {
    this.parsed.clear();
  }

  private parse(query: string): ParsedQuery {
    let tree = this.parsed.get(query);
    if (!tree) {
      tree = parse(query);
      if (this.parsed.size >= MAX_PARSED) this.parsed.clear();
      this.parsed.set(query, tree);
    }
    return tree;
  }
}
