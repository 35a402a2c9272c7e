/**
 * What Lighthouse's simulated paints wait for. Run with LANTERN_DEBUG=1 and --save-assets,
 * Lighthouse writes each simulation it ran as a trace of its own: the requests and main-thread
 * tasks of the graph that metric waits for, at their simulated times
 * (lighthouse/core/lib/lantern-trace-saver.js: times are milliseconds after the navigation
 * started, written as microseconds from 1e9). These read them back.
 */

/** The simulations of the two paints; Lighthouse reports the mean of each pair. */
export const PAINT_SIMULATIONS = [
  "optimisticFirstContentfulPaint",
  "pessimisticFirstContentfulPaint",
  "optimisticLargestContentfulPaint",
  "pessimisticLargestContentfulPaint",
] as const
export type PaintSimulation = (typeof PAINT_SIMULATIONS)[number]

/** Where Lighthouse writes a simulation's trace, next to its result at outputPath ("x.json"). */
export const simulationTraceFile = (outputPath: string, simulation: PaintSimulation) => `${outputPath.replace(/\.json$/, "")}-${simulation}.trace.json`

export interface SimulatedRequest {
  url: string
  priority: string
  /** Bytes on the wire, headers included: what the simulation sends. */
  transferBytes: number
  startMs: number
  endMs: number
}

export interface SimulatedGraph {
  requests: SimulatedRequest[]
  /** When the graph's last main-thread task ends. */
  lastTaskEndMs: number
}

interface TraceEvent {
  name: string
  ts: number
  dur?: number
  args?: { data?: Record<string, unknown> }
}

const BASE_TS = 1e9
const toMs = (microseconds: number) => (microseconds - BASE_TS) / 1000

/** The requests (in the order they start) and the tasks' end of one simulation's trace. */
export function readSimulatedGraph(trace: { traceEvents: readonly TraceEvent[] }): SimulatedGraph {
  const byId = new Map<string, Partial<SimulatedRequest>>()
  const request = (data: Record<string, unknown>) => {
    const id = String(data.requestId)
    if (!byId.has(id)) byId.set(id, {})
    return byId.get(id)!
  }
  // The trace's last event is a placeholder task a second after the graph ends, for DevTools' bounds.
  const events = trace.traceEvents.slice(0, -1)
  let lastTaskEndMs = 0
  for (const event of events) {
    const data = event.args?.data ?? {}
    if (event.name === "ResourceSendRequest") Object.assign(request(data), { url: String(data.url), priority: String(data.priority), startMs: toMs(event.ts) })
    else if (event.name === "ResourceFinish") Object.assign(request(data), { endMs: toMs(event.ts), transferBytes: Number(data.encodedDataLength) })
    // (ResourceReceiveResponse says nothing more: its time is a placeholder, the middle of the
    // request, and its timing that of the request's last simulated step.)
    else if (event.name === "Task" && event.dur !== undefined) lastTaskEndMs = Math.max(lastTaskEndMs, toMs(event.ts + event.dur))
  }
  const requests = [...byId.values()]
    .filter((entry): entry is SimulatedRequest => entry.url !== undefined && entry.endMs !== undefined)
    .sort((a, b) => a.startMs - b.startMs)
  return { requests, lastTaskEndMs }
}
