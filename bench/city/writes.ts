/**
 * The city's writes at a steady rate, mixed as in life: new bookings, bids on open jobs near the
 * bidder, and customers accepting a bid. Each one that concerns a device is put on that device's
 * list of things its next poll must bring.
 */
import crypto from 'node:crypto';
import type http from 'node:http';
import { bookingDates, slotIso } from '../../src/shared/domain/time';
import { coordinateText, type Coordinates } from '../../src/shared/domain/localities';
import { percentile } from '../lib/stats';
import { placeInCity, random, withinRadius, type CityPlan, type CityScale } from './city-plan';
import type { Device } from './devices';
import { BROWSER_ACCEPT_ENCODING, request } from './http-client';

type WriteKind = 'booking' | 'bid' | 'accept';
/** Two bookings, two bids and one acceptance in every five writes. */
const MIX: WriteKind[] = ['booking', 'bid', 'booking', 'bid', 'accept'];

interface OpenJob {
  id: string;
  customerId: string;
  place: Coordinates;
  bids: string[];
  bidders: Set<string>;
}

export interface WriteSummary {
  attempted: Record<WriteKind, number>;
  done: Record<WriteKind, number>;
  refused: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
}

/** A slot the demo's providers work (a Wednesday at 11:00, 1–6 days ahead), so bookings are taken. */
function openSlot(now = new Date()): string {
  const dates = bookingDates(now).slice(1);
  const wednesday = dates.find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 3) ?? dates[2];
  return slotIso(wednesday, 11);
}

export class CityWriter {
  private readonly rand = random(7);
  private readonly open: OpenJob[];
  private readonly byId = new Map<string, OpenJob>();
  private turn = 0;
  private readonly latency: number[] = [];
  private readonly summary = {
    attempted: { booking: 0, bid: 0, accept: 0 },
    done: { booking: 0, bid: 0, accept: 0 },
    refused: {} as Record<string, number>,
  };
  private readonly slot = openSlot();

  constructor(
    private readonly plan: CityPlan,
    private readonly scale: CityScale,
    private readonly cookies: Map<string, string>,
    private readonly providers: Device[],
    private readonly customers: Map<string, Device>,
    private readonly agent: http.Agent,
    private readonly servers: string[],
  ) {
    this.open = plan.jobs.map((j) => ({ id: j.id, customerId: j.customerId, place: j.place, bids: [], bidders: new Set() }));
    for (const job of this.open) this.byId.set(job.id, job);
  }

  /** One write, through the next server in turn. */
  async next(): Promise<void> {
    const kind = MIX[this.turn % MIX.length];
    const server = this.servers[this.turn++ % this.servers.length];
    this.summary.attempted[kind]++;
    const started = Date.now();
    const ok = kind === 'booking' ? await this.book(server) : kind === 'bid' ? await this.bid(server) : await this.accept(server);
    if (ok) {
      this.summary.done[kind]++;
      this.latency.push(Date.now() - started);
    }
  }

  result(): WriteSummary {
    return { ...this.summary, p50Ms: percentile(this.latency, 50), p99Ms: percentile(this.latency, 99) };
  }

  private headers(userId: string): Record<string, string> {
    return { cookie: this.cookies.get(userId)!, accept: 'application/json', 'accept-encoding': BROWSER_ACCEPT_ENCODING, 'idempotency-key': crypto.randomUUID() };
  }

  private refused(kind: WriteKind, status: number, body: string): false {
    const key = `${kind} ${status}: ${body.slice(0, 120)}`;
    this.summary.refused[key] = (this.summary.refused[key] ?? 0) + 1;
    return false;
  }

  private async book(server: string): Promise<boolean> {
    const customer = this.plan.customers[Math.floor(this.rand() * this.plan.customers.length)];
    const place = placeInCity(this.rand);
    const body = {
      customerId: customer.id,
      serviceIds: ['svc-basic-wash'],
      addOnIds: [],
      vehicleType: 'car',
      vehicleModel: 'Maruti Swift',
      vehicleCategory: 'hatchback',
      location: `${this.summary.attempted.booking}, Bench Street, ${place.locality}`,
      latitude: coordinateText(place.lat),
      longitude: coordinateText(place.lng),
      scheduledTime: this.slot,
    };
    const sentAt = Date.now();
    const res = await request(this.agent, server, 'POST', '/api/bookings', this.headers(customer.id), body);
    if (res.status !== 201) return this.refused('booking', res.status, res.body);
    const id = (JSON.parse(res.body) as { id: string }).id;
    const job: OpenJob = { id, customerId: customer.id, place, bids: [], bidders: new Set() };
    this.open.push(job);
    this.byId.set(id, job);
    const write = { sentAt, at: Date.now(), via: server };
    for (const p of this.providers) if (withinRadius(p.base!, place, this.scale.radiusKm)) p.expected.set(id, write);
    return true;
  }

  private async bid(server: string): Promise<boolean> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const job = this.open[Math.floor(this.rand() * this.open.length)];
      const provider = this.providers[Math.floor(this.rand() * this.providers.length)];
      if (!job || job.bidders.has(provider.id) || !withinRadius(provider.base!, job.place, this.scale.radiusKm)) continue;
      job.bidders.add(provider.id);
      const body = { bookingId: job.id, providerId: provider.id, bidAmount: String(400 + Math.floor(this.rand() * 300)), estimatedDuration: 60 };
      const sentAt = Date.now();
      const res = await request(this.agent, server, 'POST', '/api/bids', this.headers(provider.id), body);
      if (res.status !== 201) return this.refused('bid', res.status, res.body);
      const bidId = (JSON.parse(res.body) as { id: string }).id;
      job.bids.push(bidId);
      this.customers.get(job.customerId)?.expected.set(bidId, { sentAt, at: Date.now(), via: server });
      return true;
    }
    return false;
  }

  private async accept(server: string): Promise<boolean> {
    const candidates = this.open.filter((j) => j.bids.length > 0);
    if (candidates.length === 0) return false;
    const job = candidates[Math.floor(this.rand() * candidates.length)];
    const bidId = job.bids[Math.floor(this.rand() * job.bids.length)];
    // Off the open list before the request: writes overlap when the servers are slow, and a job
    // must not be accepted twice (nor bid on while its acceptance is on its way).
    this.open.splice(this.open.indexOf(job), 1);
    const sentAt = Date.now();
    const res = await request(this.agent, server, 'PATCH', `/api/bids/${bidId}/accept`, this.headers(job.customerId), {});
    if (res.status !== 200) return this.refused('accept', res.status, res.body);
    const write = { sentAt, at: Date.now(), via: server };
    // The job leaves every nearby provider's open list: their next poll names it as removed (or,
    // for the winner, sends it whole). The other bids on it are rejected: the customer hears of them.
    for (const p of this.providers) if (withinRadius(p.base!, job.place, this.scale.radiusKm)) p.expected.set(job.id, write);
    const customer = this.customers.get(job.customerId);
    for (const other of job.bids) customer?.expected.set(other, write);
    return true;
  }
}
