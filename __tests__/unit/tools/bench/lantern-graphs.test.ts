/**
 * @jest-environment node
 *
 * Reading back a simulation trace as Lighthouse writes it with LANTERN_DEBUG
 * (lighthouse/core/lib/lantern-trace-saver.js): events shaped as that file makes them.
 */
import { readSimulatedGraph, simulationTraceFile } from "../../../../tools/bench/lantern-graphs"
import { graphTable } from "../../../../tools/bench/paint-graphs"

const at = (ms: number) => 1e9 + ms * 1000
const base = { pid: 1, tid: 1, cat: "devtools.timeline" }

function request(id: number, url: string, priority: string, bytes: number, startMs: number, endMs: number) {
  const data = { requestId: String(id), frame: "A00001" }
  return [
    { ...base, ph: "I", name: "ResourceSendRequest", ts: at(startMs), args: { data: { ...data, requestMethod: "GET", url, priority } } },
    { ...base, ph: "I", name: "ResourceFinish", ts: at(endMs), args: { data: { requestId: String(id), encodedDataLength: bytes, finishTime: at(endMs) / 1e6 } } },
    {
      ...base,
      ph: "I",
      name: "ResourceReceiveResponse",
      ts: at((startMs + endMs) / 2),
      args: { data: { ...data, encodedDataLength: bytes, timing: { requestTime: at(startMs) / 1e6, receiveHeadersEnd: 12 } } },
    },
  ]
}

const task = (startMs: number, durationMs: number) => ({ ...base, ph: "X", name: "Task", ts: at(startMs), dur: durationMs * 1000, args: { data: { url: "" } } })

const ORIGIN = "http://127.0.0.1:4000"
const trace = {
  traceEvents: [
    { ...base, ph: "I", name: "TracingStartedInPage", ts: at(-100), args: { data: {} } },
    { ...base, ph: "I", name: "ResourceWillSendRequest", ts: at(0), args: { data: { requestId: "1" } } },
    ...request(1, `${ORIGIN}/downloads`, "VeryHigh", 7475, 0, 601),
    task(601, 40),
    { ...base, ph: "X", name: "EventDispatch", ts: at(1200), dur: 3000, args: { data: { type: "load" } } },
    ...request(3, `${ORIGIN}/static/fonts/inter.woff2`, "High", 15653, 601, 1053),
    ...request(2, `${ORIGIN}/static/css/site.css`, "VeryHigh", 11885, 601, 903),
    task(1053, 76),
    // Lighthouse's placeholder, a second after the graph, for DevTools' bounds.
    task(2129, 1),
  ],
}

describe("readSimulatedGraph", () => {
  const graph = readSimulatedGraph(trace)

  it("gives each request its size on the wire and its simulated start and end, in the order they start", () => {
    expect(graph.requests).toEqual([
      { url: `${ORIGIN}/downloads`, priority: "VeryHigh", transferBytes: 7475, startMs: 0, endMs: 601 },
      { url: `${ORIGIN}/static/fonts/inter.woff2`, priority: "High", transferBytes: 15653, startMs: 601, endMs: 1053 },
      { url: `${ORIGIN}/static/css/site.css`, priority: "VeryHigh", transferBytes: 11885, startMs: 601, endMs: 903 },
    ])
  })

  it("ends the main-thread work with the graph's last task, not with the placeholder or a task's own events", () => {
    expect(graph.lastTaskEndMs).toBeCloseTo(1129)
  })
})

describe("the report", () => {
  it("names a simulation's trace next to Lighthouse's result", () => {
    expect(simulationTraceFile("/tmp/x/downloads.json", "optimisticLargestContentfulPaint")).toBe("/tmp/x/downloads-optimisticLargestContentfulPaint.trace.json")
  })

  it("writes the requests by path, with bytes and times a reader can compare", () => {
    expect(graphTable(readSimulatedGraph(trace), ORIGIN)).toEqual([
      "| request | priority | bytes | start | end |",
      "| --- | --- | ---: | ---: | ---: |",
      "| /downloads | VeryHigh | 7,475 | 0 ms | 601 ms |",
      "| /static/fonts/inter.woff2 | High | 15,653 | 601 ms | 1,053 ms |",
      "| /static/css/site.css | VeryHigh | 11,885 | 601 ms | 903 ms |",
      "| (main-thread work) | | | | 1,129 ms |",
    ])
  })
})
