import { reconnectDelay, reconnectPolicy } from "./reconnect-delay";

export type RealtimeStatus = "connecting" | "open" | "closed";

export type RealtimeOptions = {
  companyId: number;
  locationId: string;
  token: string;
  onMessage: (message: unknown) => void;
  onStatus?: (status: RealtimeStatus) => void;
};

export function realtimeUrl(
  options: Pick<RealtimeOptions, "companyId" | "locationId" | "token">,
  page: Pick<Location, "protocol" | "host"> = window.location,
): string {
  const { protocol, host } = page;
  const base = import.meta.env.VITE_WS_URL ?? `${protocol === "https:" ? "wss" : "ws"}://${host}/ws`;
  const url = new URL(base);
  url.searchParams.set("tenantId", String(options.companyId));
  url.searchParams.set("retailerId", options.locationId);
  url.searchParams.set("authorization", options.token);
  return url.toString();
}

function parse(data: unknown): unknown {
  if (typeof data !== "string") return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** A websocket that keeps itself open: connect timeout, keep-alive pings and growing reconnect delays. */
export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private readonly topics = new Set<string>();
  private attempt = 0;
  private stopped = false;
  private timers: ReturnType<typeof setTimeout>[] = [];

  constructor(private readonly options: RealtimeOptions) {}

  start(): void {
    this.stopped = false;
    this.open();
  }

  subscribe(topic: string): void {
    this.topics.add(topic);
    this.send({ action: "subscribe", topic });
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.socket?.close(1000);
    this.socket = null;
    this.options.onStatus?.("closed");
  }

  private open(): void {
    this.clearTimers();
    this.options.onStatus?.("connecting");
    const socket = new WebSocket(realtimeUrl(this.options));
    this.socket = socket;
    this.timers.push(setTimeout(() => socket.close(), reconnectPolicy.connectionTimeoutMs));

    socket.addEventListener("open", () => {
      this.clearTimers();
      this.attempt = 0;
      this.options.onStatus?.("open");
      for (const topic of this.topics) this.send({ action: "subscribe", topic });
      this.timers.push(setInterval(() => this.send({ action: "ping" }), reconnectPolicy.pingIntervalMs));
    });
    socket.addEventListener("message", (event) => this.options.onMessage(parse(event.data)));
    socket.addEventListener("close", () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      this.options.onStatus?.("closed");
      if (!this.stopped) this.timers.push(setTimeout(() => this.open(), reconnectDelay(this.attempt++)));
    });
  }

  private send(message: Record<string, string>): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
  }
}
