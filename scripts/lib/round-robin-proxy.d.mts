export interface RoundRobinProxy {
  origin: string;
  port: number;
  stats(): { served: number[]; retried: number; failures: Record<string, number> };
  close(): Promise<void>;
}

export function startRoundRobinProxy(options: { backends: string[]; port?: number }): Promise<RoundRobinProxy>;
