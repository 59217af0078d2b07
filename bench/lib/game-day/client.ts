// The game day's load balancer and clients: requests go round the API processes that are up (the bench knows
// which, as a balancer's health check would); a request that gets no answer, or a 5xx, is sent again with the
// same body and Idempotency-Key, to whichever process is up, with backoff, as a careful client or balancer does.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { httpRequest, setCookies, type HttpAnswer } from '../http';
import type { Member } from './cluster';
import type { Kind, Recorder } from './recorder';

export interface Call {
  method?: 'GET' | 'POST';
  path: string;
  /** JSON, or a form when `form` is set. */
  body?: unknown;
  form?: boolean;
  headers?: Record<string, string>;
}

export interface Outcome {
  answer?: HttpAnswer;
  attempts: number;
  /** The process that gave the answer. */
  member?: Member;
}

export class Balancer {
  private turn = 0;
  private readonly agents = new Map<number, http.Agent>();
  antiforgery: Record<string, string> = {};
  /** Requests on their way, per process (a kill mid-order is a kill with orders here). */
  readonly inFlight = new Map<number, Map<Kind, number>>();

  constructor(
    readonly members: Member[],
    private readonly recorder: Recorder,
  ) {}

  async fetchAntiforgery(): Promise<void> {
    const cookies = setCookies((await httpRequest(`${this.pick().origin}/api/antiforgery/token`)).headers);
    this.antiforgery = {
      cookie: `_csrf=${cookies.get('_csrf')}; XSRF-TOKEN=${cookies.get('XSRF-TOKEN')}`,
      'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
    };
  }

  pick(): Member {
    const up = this.members.filter((m) => m.up);
    const from = up.length > 0 ? up : this.members;
    return from[this.turn++ % from.length]!;
  }

  private agent(member: Member): http.Agent {
    let agent = this.agents.get(member.port);
    if (!agent) this.agents.set(member.port, (agent = new http.Agent({ keepAlive: true, maxSockets: 64 })));
    return agent;
  }

  /** One request to one process; throws when no answer comes (refused, reset, timed out). */
  async send(member: Member, call: Call, kind: Kind): Promise<HttpAnswer> {
    const counts = this.inFlight.get(member.index) ?? new Map<Kind, number>();
    this.inFlight.set(member.index, counts);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    const started = Date.now();
    try {
      const body =
        call.body === undefined
          ? undefined
          : call.form
            ? new URLSearchParams(call.body as Record<string, string>).toString()
            : JSON.stringify(call.body);
      const answer = await httpRequest(`${member.origin}${call.path}`, {
        method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
        headers: {
          ...this.antiforgery,
          ...(body === undefined
            ? {}
            : { 'content-type': call.form ? 'application/x-www-form-urlencoded' : 'application/json' }),
          ...call.headers,
        },
        body,
        agent: this.agent(member),
        timeoutMs: 30_000,
      });
      this.recorder.add(kind, started, answer.status < 500);
      return answer;
    } catch (error) {
      this.recorder.add(kind, started, false);
      // A killed process's kept-alive sockets are dead: start afresh on its next incarnation.
      this.agents.get(member.port)?.destroy();
      this.agents.delete(member.port);
      throw error;
    } finally {
      counts.set(kind, (counts.get(kind) ?? 1) - 1);
    }
  }

  /**
   * Sends the call (to `sticky` only, when given) until it is answered below 500 or `giveUpMs` has passed;
   * between attempts it waits 100 ms, doubling to 3 s.
   */
  async call(call: Call, kind: Kind, options: { giveUpMs: number; sticky?: Member }): Promise<Outcome> {
    const until = Date.now() + options.giveUpMs;
    let attempts = 0;
    let pause = 100;
    for (;;) {
      const member = options.sticky ?? this.pick();
      attempts++;
      try {
        const answer = await this.send(member, call, kind);
        if (answer.status < 500) return { answer, attempts, member };
      } catch {
        // no answer: tried again below
      }
      if (Date.now() + pause > until) return { attempts };
      await sleep(pause);
      pause = Math.min(3000, pause * 2);
    }
  }

  close(): void {
    for (const agent of this.agents.values()) agent.destroy();
  }
}

export const json = <T>(answer: HttpAnswer): T => JSON.parse(answer.body.toString('utf8')) as T;
